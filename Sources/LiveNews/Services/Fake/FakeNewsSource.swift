/// An in-memory news source for tests and previews: answers with its articles, or with its failure,
/// and counts the requests.
public actor FakeNewsSource: NewsSource {
    public nonisolated let notice: String?
    private var results: [Result<[Article], NewsError>]
    private var last: Result<[Article], NewsError>
    /// How many times the headlines were asked for.
    public private(set) var requestCount = 0

    /// - Parameter results: the answers, one per request in order; the last one repeats.
    public init(notice: String? = nil, results: [Result<[Article], NewsError>]) {
        self.notice = notice
        self.results = results
        self.last = results.last ?? .success([])
    }

    public init(notice: String? = nil, articles: [Article]) {
        self.init(notice: notice, results: [.success(articles)])
    }

    public func headlines() async throws -> [Article] {
        requestCount += 1
        let result = results.isEmpty ? last : results.removeFirst()
        return try result.get()
    }
}
