import Foundation
import Testing
import VIPERKitTesting

@testable import CurrencyConverter

@MainActor
@Suite("About interactor")
struct AboutInteractorTests {
    @Test("the source is the rates service's; opening it opens its address")
    func source() async throws {
        let links = RecordingLinkOpener()
        let interactor = AboutInteractor(rates: FakeRatesService(), links: links)

        #expect(interactor.source().summary == "Live rates from https://rates.example.")
        try await interactor.openSource()

        #expect(links.opened == [URL(string: "https://rates.example/api/v5")!])
    }
}
