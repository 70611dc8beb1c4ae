@testable import WeatherApp

/// A Weather interactor that answers what the test scripted.
@MainActor
final class FakeWeatherInteractor: WeatherInteracting {
    /// What ``loadItems()`` answers.
    var loadItemsResult: Result<[String], any Error>

    init(loadItemsResult: Result<[String], any Error> = .success([])) {
        self.loadItemsResult = loadItemsResult
    }

    func loadItems() async throws -> [String] {
        try loadItemsResult.get()
    }
}
