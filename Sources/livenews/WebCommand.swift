import ArgumentParser
import Foundation
import LiveNews
import LiveNewsWeb
import VIPERKitWeb

/// `livenews web`: the headlines served to browsers.
struct WebCommand: AsyncParsableCommand {
    static let programName = "livenews web"

    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Serve the headlines to browsers, for phones and desktops.",
        discussion: """
            It serves the headlines on http://127.0.0.1:8080/. Every browser reads the same headlines, \
            fetched by this server at most every \(Int(SharedHeadlines.freshFor.components.seconds)) \
            seconds however many ask; the pictures load from the articles' own https:// addresses. \
            \(WebServingOptions.phoneHint)

            Environment: NEWS_API_KEY, ALLOWED_HOSTS (the host names the site answers to).
            """
    )

    @OptionGroup var options: NewsOptions
    @OptionGroup var serving: WebServingOptions

    /// Starts serving the headlines of the source the options choose.
    /// - Throws: ``WebHost/StartError`` naming what went wrong.
    func start(environment: [String: String]) async throws -> WebHost {
        let dependencies = NewsDependencies(
            source: SharedHeadlines(source: options.source(environment: environment)), links: PageLinkOpener())
        return try await WebHost.start(
            programName: Self.programName, hostname: serving.hostname, port: serving.port,
            register: LiveNewsWebRoutes.make(dependencies: dependencies, environment: environment))
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let launcher = WebLauncher(appName: "LiveNews", programName: Self.programName)
        let status = await launcher.run { try await start(environment: environment) }
        if status != 0 { throw ExitCode(status) }
    }
}
