import Foundation
import Testing
import VIPERGen
import VIPERKitTesting

/// Each built-in template's output for a `Weather` module, compared with the files in `Golden/<folder>`:
/// `Golden/Weather` for `module`, `Golden/FactoryWeather` for `factory`. Both are generated for a package with a
/// terminal and a web front end, so their goldens hold the two views, and the files their members are added to as
/// `<File>.edited.golden`: a view factory per front end (and for `factory` the scaffold's ViewFactory protocol).
/// Run with `RECORD_GOLDEN=1` to re-record them after changing a template on purpose (see ``GoldenFile``).
@Suite("Golden files of the built-in templates")
struct GoldenFileTests {
    /// Golden folder of each built-in template.
    static let folders = ["module": "Weather", "factory": "FactoryWeather"]

    /// One generated file and the golden file it must equal.
    struct Case: CustomTestStringConvertible, Sendable {
        let template: String
        let file: GeneratedFile
        var golden: URL { GoldenFileTests.folder(of: template).appendingPathComponent(file.name + ".golden") }
        var testDescription: String { "\(template): \(file.path)" }
    }

    static func folder(of template: String) -> URL {
        RepositoryPaths.golden.appendingPathComponent(folders[template] ?? template)
    }

    /// The front ends of the package the templates generate into.
    static let frontEnds = [
        FrontEnd(
            kind: "terminal", views: "Sources/AppTerminal/Views",
            factory: "Sources/AppTerminal/Views/TerminalViewFactory.swift"),
        FrontEnd(kind: "web", views: "Sources/AppWeb/Views", factory: "Sources/AppWeb/Views/WebViewFactory.swift"),
    ]

    /// Where the templates write.
    static let settings = GenerationSettings(
        modules: "Sources/App/Modules", tests: "Tests/AppTests", testableImport: "App", frontEnds: frontEnds)

    static func renderer(_ templateName: String) throws -> ModuleRenderer {
        ModuleRenderer(template: try ModuleTemplate.resolve(templateName, packageRoot: RepositoryPaths.packageRoot))
    }

    static func generate(_ templateName: String) throws -> [GeneratedFile] {
        try renderer(templateName).render(
            name: ModuleName(validating: "Weather"), settings: settings)
    }

    /// The files the template adds members to, after `viper new Weather` added them: the scaffold's files, and
    /// for each front end a view factory like the app's (`factory`) or like the one a `module` package writes (no
    /// protocol, screens made around the front end's views), with one module (`Login`) already.
    static func edited(_ templateName: String) throws -> [GeneratedFile] {
        let renderer = try renderer(templateName)
        let package = try TemporaryPackage()
        for file in try renderer.renderScaffold(settings: settings) {
            try package.write(file.path, file.contents)
        }
        for frontEnd in settings.frontEnds {
            let view = frontEnd.kind == "terminal" ? "LoginTerminalView" : "LoginWebView"
            let (adopts, login) =
                templateName == "factory"
                ? (": ViewFactory", "public func makeLoginView() -> any LoginView { \(view)(tasks: tasks) }")
                : (
                    "",
                    """
                    public func makeLogin(navigator: any Navigator) -> any Screen {
                            LoginModule(navigator: navigator).assemble(view: \(view)(tasks: tasks))
                        }
                    """
                )
            try package.write(
                frontEnd.factory,
                """
                import App
                import VIPERKit

                /// Makes the \(frontEnd.kind) view of every module.
                @MainActor
                public final class \(frontEnd.factoryType)\(adopts) {
                    /// Runs the views' async presenter calls; tests await it.
                    public let tasks: TaskTracker

                    public init(tasks: TaskTracker = TaskTracker()) {
                        self.tasks = tasks
                    }

                    \(login)
                }

                """)
        }
        let insertions = try renderer.insertions(name: ModuleName(validating: "Weather"), settings: settings)
        return try FileWriter(root: package.root).plan(insertions).files.map { file in
            let name = (file.path as NSString).lastPathComponent.replacingOccurrences(
                of: ".swift", with: ".edited.swift")
            return GeneratedFile(
                path: (file.path as NSString).deletingLastPathComponent + "/" + name, contents: file.contents)
        }
    }

    static func cases() throws -> [Case] {
        try folders.keys.sorted().flatMap { template in
            try (generate(template) + edited(template)).map { Case(template: template, file: $0) }
        }
    }

    @Test(
        "module: the module, its tests, its doubles and a view per front end go where docs/ARCHITECTURE.md (Module shape) puts them"
    )
    func modulePaths() throws {
        #expect(
            try Self.generate("module").map(\.path) == [
                "Sources/App/Modules/Weather/WeatherContracts.swift",
                "Sources/App/Modules/Weather/WeatherPresenter.swift",
                "Sources/App/Modules/Weather/WeatherInteractor.swift",
                "Sources/App/Modules/Weather/WeatherRouter.swift",
                "Sources/App/Modules/Weather/WeatherModule.swift",
                "Tests/AppTests/Weather/WeatherPresenterTests.swift",
                "Tests/AppTests/Weather/WeatherInteractorTests.swift",
                "Tests/AppTests/Weather/WeatherRouterTests.swift",
                "Tests/AppTests/Weather/WeatherModuleTests.swift",
                "Tests/AppTests/Weather/RecordingWeatherView.swift",
                "Tests/AppTests/Weather/RecordingWeatherDelegate.swift",
                "Tests/AppTests/Weather/FakeWeatherInteractor.swift",
                "Tests/AppTests/Weather/FakeWeatherRouter.swift",
                "Sources/AppTerminal/Views/WeatherTerminalView.swift",
                "Sources/AppWeb/Views/WeatherWebView.swift",
            ])
        #expect(
            try Self.edited("module").map(\.path) == [
                "Sources/AppTerminal/Views/TerminalViewFactory.edited.swift",
                "Sources/AppWeb/Views/WebViewFactory.edited.swift",
            ])
    }

    @Test(
        "factory: the six module files, one doubles file, a test file per layer and a view per front end, as the app lays them out"
    )
    func factoryPaths() throws {
        #expect(
            try Self.generate("factory").map(\.path) == [
                "Sources/App/Modules/Weather/WeatherContracts.swift",
                "Sources/App/Modules/Weather/WeatherPresenter.swift",
                "Sources/App/Modules/Weather/WeatherInteractor.swift",
                "Sources/App/Modules/Weather/WeatherRouter.swift",
                "Sources/App/Modules/Weather/WeatherModule.swift",
                "Sources/App/Modules/Weather/WeatherRoutes.swift",
                "Tests/AppTests/Weather/WeatherDoubles.swift",
                "Tests/AppTests/Weather/WeatherPresenterTests.swift",
                "Tests/AppTests/Weather/WeatherInteractorTests.swift",
                "Tests/AppTests/Weather/WeatherRouterTests.swift",
                "Tests/AppTests/Weather/WeatherModuleTests.swift",
                "Sources/AppTerminal/Views/WeatherTerminalView.swift",
                "Sources/AppWeb/Views/WeatherWebView.swift",
            ])
        #expect(
            try Self.edited("factory").map(\.path) == [
                "Sources/App/App/ViewFactory.edited.swift",
                "Sources/AppTerminal/Views/TerminalViewFactory.edited.swift",
                "Sources/AppWeb/Views/WebViewFactory.edited.swift",
            ])
    }

    @Test("Each generated file matches its golden file", arguments: try cases())
    func matchesGolden(_ golden: Case) {
        GoldenFile(url: golden.golden).check(golden.file.contents, addingFinalNewline: false)
    }

    @Test("No golden file is left over from a file a template no longer writes", arguments: folders.keys.sorted())
    func noStaleGoldens(template: String) throws {
        let expected = Set(try (Self.generate(template) + Self.edited(template)).map { $0.name + ".golden" })
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.folder(of: template).path)) ?? [])
        #expect(present == expected)
    }
}

extension GeneratedFile: CustomTestStringConvertible {
    public var testDescription: String { path }
    /// The file's name, without its folders.
    var name: String { (path as NSString).lastPathComponent }
}
