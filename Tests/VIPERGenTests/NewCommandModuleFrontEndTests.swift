import Foundation
import Testing
import VIPERGen

/// `viper new` with the `module` template in a package with a terminal and a web front end listed under
/// `frontEnds`. The app has no view factory protocol: each front end's view factory makes whole screens, the
/// module's assembly around the front end's view.
@Suite("viper new with front ends, module template")
struct NewCommandModuleFrontEndTests {
    static let terminalFactory = "Sources/AppTerminal/Views/TerminalViewFactory.swift"
    static let webFactory = "Sources/AppWeb/WebViewFactory.swift"

    static let configuration = """
        frontEnds:
          - kind: terminal
            views: Sources/AppTerminal/Views
            factory: \(terminalFactory)
          - kind: web
            views: Sources/AppWeb/Views
            factory: \(webFactory)

        """

    /// A front end's view factory that makes one screen already.
    static func factory(_ type: String, view: String) -> String {
        """
        import App
        import VIPERKit

        @MainActor
        public final class \(type) {
            public let tasks: TaskTracker

            public init(tasks: TaskTracker = TaskTracker()) {
                self.tasks = tasks
            }

            public func makeLogin(navigator: any Navigator) -> any Screen {
                LoginModule(navigator: navigator).assemble(view: Login\(view)(tasks: tasks))
            }
        }

        """
    }

    /// What `viper new` adds to a view factory for `Weather`, indented as a member.
    static func member(_ view: String) -> String {
        """

            public func makeWeather(navigator: any Navigator, delegate: (any WeatherDelegate)? = nil) -> any Screen {
                WeatherModule(navigator: navigator, delegate: delegate)
                    .assemble(view: Weather\(view)(tasks: tasks))
            }

        """
    }

    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", configuration)
        try package.write(terminalFactory, factory("TerminalViewFactory", view: "TerminalView"))
        try package.write(webFactory, factory("WebViewFactory", view: "WebView"))
        return package
    }

    let signature =
        "public func makeWeather(navigator: any Navigator, delegate: (any WeatherDelegate)? = nil) -> any Screen {"
    var inserts: [String] {
        ["  insert    \(Self.terminalFactory): \(signature)", "  insert    \(Self.webFactory): \(signature)"]
    }
    let next =
        "Next: open the Weather screen in a front end with makeWeather(navigator:delegate:) of its view factory, as in navigator.push(factory.makeWeather(navigator: navigator))."

    @Test("It writes a view per front end and adds make<Name>(navigator:delegate:) to both view factories")
    func writesViewsAndFactoryLines() throws {
        let package = try Self.package()

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(run.errors == [])
        #expect(
            Array(run.output.suffix(5))
                == [
                    "  create    Sources/AppTerminal/Views/WeatherTerminalView.swift",
                    "  create    Sources/AppWeb/Views/WeatherWebView.swift",
                ] + inserts + [next])
        #expect(
            package.read(Self.terminalFactory)
                == Self.factory("TerminalViewFactory", view: "TerminalView").replacingOccurrences(
                    of: "    }\n}\n", with: "    }\n" + Self.member("TerminalView") + "}\n"))
        #expect(
            package.read(Self.webFactory)
                == Self.factory("WebViewFactory", view: "WebView").replacingOccurrences(
                    of: "    }\n}\n", with: "    }\n" + Self.member("WebView") + "}\n"))
        let terminalView = try #require(package.read("Sources/AppTerminal/Views/WeatherTerminalView.swift"))
        #expect(terminalView.contains("final class WeatherTerminalView: ModuleTerminalView<WeatherViewState"))
        let webView = try #require(package.read("Sources/AppWeb/Views/WeatherWebView.swift"))
        #expect(webView.contains("final class WeatherWebView: ModuleWebView<WeatherViewState"))
    }

    @Test("Regenerating adds nothing twice: both members are already present")
    func idempotent() throws {
        let package = try Self.package()
        #expect(CommandRun(["new", "Weather", "--package-path", package.root.path]).exitCode == 0)
        let factories = [Self.terminalFactory, Self.webFactory].map(package.read)

        let again = CommandRun(["new", "Weather", "--force", "--package-path", package.root.path])

        #expect(again.exitCode == 0)
        #expect(
            Array(again.output.suffix(3))
                == inserts.map { $0.replacingOccurrences(of: "  insert    ", with: "  present   ") } + [next])
        #expect([Self.terminalFactory, Self.webFactory].map(package.read) == factories)
    }

    @Test("A long name gets its signature on three lines, so no line passes 120 columns")
    func longName() throws {
        let package = try Self.package()
        let name = "TournamentStandingsAndFixturesTable"

        #expect(CommandRun(["new", name, "--package-path", package.root.path]).exitCode == 0)

        let terminal = try #require(package.read(Self.terminalFactory))
        #expect(
            terminal.contains(
                """
                    public func make\(name)(
                        navigator: any Navigator, delegate: (any \(name)Delegate)? = nil
                    ) -> any Screen {
                        \(name)Module(navigator: navigator, delegate: delegate)
                            .assemble(view: \(name)TerminalView(tasks: tasks))
                    }
                }
                """))
        let written = package.files.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }
        #expect(written.count == 17)
        for path in written {
            #expect(package.read(path)?.split(separator: "\n").allSatisfy { $0.count <= 120 } == true, "\(path)")
        }
    }

    @Test("A view factory file without its type is refused by name, and nothing at all is written")
    func refusesFileWithoutType() throws {
        let package = try Self.package()
        try package.write(Self.webFactory, Self.factory("BrowserViewFactory", view: "WebView"))
        let before = package.files.map { package.read($0) }

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(
            run
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "Cannot add `\(signature)` to WebViewFactory in \(Self.webFactory) (for the web front end of viper.yml): it declares no class, struct, enum, actor or protocol named WebViewFactory. Nothing was written."
                    ]))
        #expect(package.files.map { package.read($0) } == before)
    }

    @Test("A front end of a kind the template has no view for is named in a warning; the others get their views")
    func unknownKind() throws {
        let package = try Self.package()
        try package.write(
            "viper.yml",
            Self.configuration
                + "  - kind: watch\n    views: Sources/AppWatch\n    factory: Sources/AppWatch/WatchViewFactory.swift\n"
        )

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(
            run.errors == [
                "warning: template module has no view for the front ends of kind watch in viper.yml (it has: terminal, web); write those views by hand."
            ])
        #expect(run.output.last == next)
        #expect(package.read("Sources/AppWeb/Views/WeatherWebView.swift") != nil)
    }

    @Test("With only front ends of unknown kinds, it says that the module's view is still to be written")
    func onlyUnknownKinds() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write(
            "viper.yml",
            "frontEnds:\n  - kind: watch\n    views: Sources/AppWatch\n    factory: Sources/AppWatch/WatchViewFactory.swift\n"
        )

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(run.errors.count == 1)
        #expect(run.output.last?.hasPrefix("Next: WeatherView has no implementation yet: ") == true)
    }
}
