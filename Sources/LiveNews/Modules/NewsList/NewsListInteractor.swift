import Foundation

/// Fetches the headlines from the app's news source; knows nothing about display.
@MainActor
final class NewsListInteractor: NewsListInteracting {
    private let source: any NewsSource
    private let clock: @Sendable () -> Date

    init(source: any NewsSource, now: @escaping @Sendable () -> Date) {
        self.source = source
        self.clock = now
    }

    var notice: String? { source.notice }

    func now() -> Date { clock() }

    func loadHeadlines() async throws -> Headlines {
        try await source.headlines()
    }
}
