/// Business rules of Weather: loads what the screen lists; knows nothing about display.
@MainActor
final class WeatherInteractor: WeatherInteracting {
    private let items: [String]

    /// - Parameter items: what ``loadItems()`` returns until the module calls its real services.
    init(items: [String] = []) {
        self.items = items
    }

    func loadItems() async throws -> [String] {
        items
    }
}
