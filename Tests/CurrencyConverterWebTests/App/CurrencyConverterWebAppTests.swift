import CurrencyConverter
import Testing
import VIPERKit
import VIPERKitWeb
import VIPERKitWebTesting

@testable import CurrencyConverterWeb

@Suite("Currency Converter served to browsers: each browser keeps its own amount")
@MainActor
struct CurrencyConverterWebAppTests {
    @Test("Each browser's tabs start on the converter with settings of their own; its tabs share them")
    func browsersKeepTheirOwnSettings() async throws {
        let frontEnd = WebFrontEnd(
            app: CurrencyConverterWebApp { settings in
                AppDependencies(rates: ConverterWebHarness.table, settings: settings, links: PageLinkOpener())
            })
        let ana = try #require(frontEnd.sessions.registerBrowser(clientAddress: "127.0.0.1"))
        let bo = try #require(frontEnd.sessions.registerBrowser(clientAddress: "127.0.0.2"))
        let anaFirst = try #require(
            frontEnd.sessions.connect(browserID: ana, tabID: "tab-00001", connection: RecordingWebConnection()))
        await anaFirst.tasks.waitUntilIdle()
        anaFirst.navigator.handle(.input(name: "amount", value: "250"))
        await anaFirst.tasks.waitUntilIdle()

        let anaSecond = try #require(
            frontEnd.sessions.connect(browserID: ana, tabID: "tab-00002", connection: RecordingWebConnection()))
        let boFirst = try #require(
            frontEnd.sessions.connect(browserID: bo, tabID: "tab-00001", connection: RecordingWebConnection()))
        await anaSecond.tasks.waitUntilIdle()
        await boFirst.tasks.waitUntilIdle()

        #expect(anaSecond.navigator.visibleView is MainWebView)
        #expect(anaSecond.navigator.render().html.rendered.contains(#"value="250""#))
        #expect(boFirst.navigator.render().html.rendered.contains(#"value="100""#))
        #expect(try CurrencyConverterWebApp.stylesheet().contains(".result-amount"))
    }
}
