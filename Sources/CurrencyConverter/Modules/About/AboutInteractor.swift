import VIPERKit

/// Tells where the rates come from and opens that address; knows nothing about display.
@MainActor
final class AboutInteractor: AboutInteracting {
    private let rates: any RatesService
    private let links: any LinkOpening

    init(rates: any RatesService, links: any LinkOpening) {
        self.rates = rates
        self.links = links
    }

    func source() -> RatesSource {
        rates.source
    }

    func openSource() async throws {
        try await links.open(rates.source.url)
    }
}
