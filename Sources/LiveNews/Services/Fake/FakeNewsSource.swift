/// An in-memory news source for tests and previews: answers with its headlines, or with its failure,
/// and counts the requests.
public actor FakeNewsSource: NewsSource {
    public nonisolated let notice: String?
    private var answers: [Result<Headlines, NewsError>]
    private var last: Result<Headlines, NewsError>
    /// How many times the headlines were asked for.
    public private(set) var requestCount = 0

    /// - Parameter answers: the answers, one per request in order; the last one repeats.
    public init(notice: String? = nil, answers: [Result<Headlines, NewsError>]) {
        self.notice = notice
        self.answers = answers
        self.last = answers.last ?? .success(Headlines(articles: []))
    }

    /// - Parameter results: the articles (without problems) or failures, one per request in order;
    ///   the last one repeats.
    public init(notice: String? = nil, results: [Result<[Article], NewsError>]) {
        self.init(notice: notice, answers: results.map { $0.map { Headlines(articles: $0) } })
    }

    public init(notice: String? = nil, articles: [Article]) {
        self.init(notice: notice, results: [.success(articles)])
    }

    public func headlines() async throws -> Headlines {
        requestCount += 1
        let answer = answers.isEmpty ? last : answers.removeFirst()
        return try answer.get()
    }
}
