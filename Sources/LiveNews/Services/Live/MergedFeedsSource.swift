import Foundation
import VIPERKit

/// Headlines from several feeds at once: fetched concurrently, merged newest first (undated ones
/// last, each feed's order kept among equals), with a sentence for each feed that failed while
/// others worked.
public struct MergedFeedsSource: NewsSource {
    /// One of the merged feeds: its name in problem sentences (its address) and where its headlines come from.
    public struct Feed: Sendable {
        public var name: String
        public var source: any NewsSource

        public init(name: String, source: any NewsSource) {
            self.name = name
            self.source = source
        }
    }

    let feeds: [Feed]

    public var notice: String? { nil }

    /// The RSS or Atom feeds at `urls`.
    public init(urls: [URL]) {
        self.init(feeds: urls.map { Feed(name: $0.shownWithoutCredentials, source: FeedSource(url: $0)) })
    }

    public init(feeds: [Feed]) {
        self.feeds = feeds
    }

    /// - Throws: the feed's own ``NewsError`` when the only feed fails, ``NewsError/allFeedsFailed(problems:)``
    ///   when several feeds all fail.
    public func headlines() async throws -> Headlines {
        let results = await fetchAll()
        var batches: [[Article]] = []
        var problems: [String] = []
        for (feed, result) in zip(feeds, results) {
            switch result {
            case .success(let headlines):
                batches.append(headlines.articles)
                problems += headlines.problems
            case .failure(let error):
                problems.append("Could not read \(feed.name): \(NewsError.sentence(for: error))")
            }
        }
        if batches.isEmpty, !feeds.isEmpty {
            if feeds.count == 1, case .failure(let error) = results[0] { throw error }
            throw NewsError.allFeedsFailed(problems: problems)
        }
        return Headlines(articles: Self.merge(batches), problems: problems)
    }

    /// Every feed's answer, in the order of `feeds`.
    private func fetchAll() async -> [Result<Headlines, any Error>] {
        await withTaskGroup(of: (Int, Result<Headlines, any Error>).self) { group in
            for (index, feed) in feeds.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await feed.source.headlines()))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results = [Result<Headlines, any Error>?](repeating: nil, count: feeds.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap(\.self)
        }
    }

    /// The articles of `batches` newest first; undated ones last; equals in the order they came.
    static func merge(_ batches: [[Article]]) -> [Article] {
        batches.joined().enumerated().sorted { left, right in
            switch (left.element.publishedAt, right.element.publishedAt) {
            case (let leftDate?, let rightDate?) where leftDate != rightDate: leftDate > rightDate
            case (.some, nil): true
            case (nil, .some): false
            default: left.offset < right.offset
            }
        }.map(\.element)
    }
}
