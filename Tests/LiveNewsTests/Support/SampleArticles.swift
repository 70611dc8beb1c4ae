import Foundation
import LiveNews

/// Articles the tests show, dated relative to ``AppHarness/now``.
enum SampleArticles {
    static let cycleLanes = Article(
        title: "City council approves new cycle lanes", source: "Town Times", author: "Maria Jensen",
        summary: "Four kilometres of protected lanes.", url: "https://example.com/cycle-lanes",
        imageURL: "https://example.com/cycle-lanes.jpg", publishedAt: AppHarness.now.addingTimeInterval(-2 * 3600))
    static let final = Article(
        title: "Local team wins the final", source: "Sport Daily", author: nil, summary: nil, url: nil,
        publishedAt: AppHarness.now.addingTimeInterval(-5 * 60))
    static let undated = Article(title: "Library extends its hours", source: "Town Times")

    static let all = [cycleLanes, final, undated]
}
