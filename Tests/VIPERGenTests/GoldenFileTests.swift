import Foundation
import Testing
import VIPERGen

/// Each built-in template's output for a `Weather` module, compared with the files in `Golden/<folder>`:
/// `Golden/Weather` for `module`, `Golden/FactoryWeather` for `factory`.
/// Run with `VIPER_RECORD=1` to re-record them after changing a template on purpose.
@Suite("Golden files of the built-in templates")
struct GoldenFileTests {
    static let isRecording = ProcessInfo.processInfo.environment["VIPER_RECORD"] == "1"
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

    static func generate(_ templateName: String) throws -> [GeneratedFile] {
        let template = try ModuleTemplate.resolve(templateName, packageRoot: RepositoryPaths.packageRoot)
        return try ModuleRenderer(template: template).render(
            name: ModuleName(validating: "Weather"),
            settings: GenerationSettings(modules: "Sources/App/Modules", tests: "Tests/AppTests", testableImport: "App")
        )
    }

    static func cases() throws -> [Case] {
        try folders.keys.sorted().flatMap { template in
            try generate(template).map { Case(template: template, file: $0) }
        }
    }

    @Test("module: the module, its tests and its doubles go where DESIGN.md section 2 puts them")
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
            ])
    }

    @Test("factory: the five module files, one doubles file and a test file per layer, as the app lays them out")
    func factoryPaths() throws {
        #expect(
            try Self.generate("factory").map(\.path) == [
                "Sources/App/Modules/Weather/WeatherContracts.swift",
                "Sources/App/Modules/Weather/WeatherPresenter.swift",
                "Sources/App/Modules/Weather/WeatherInteractor.swift",
                "Sources/App/Modules/Weather/WeatherRouter.swift",
                "Sources/App/Modules/Weather/WeatherModule.swift",
                "Tests/AppTests/Weather/WeatherDoubles.swift",
                "Tests/AppTests/Weather/WeatherPresenterTests.swift",
                "Tests/AppTests/Weather/WeatherInteractorTests.swift",
                "Tests/AppTests/Weather/WeatherRouterTests.swift",
                "Tests/AppTests/Weather/WeatherModuleTests.swift",
            ])
    }

    @Test("Each generated file matches its golden file", arguments: try cases())
    func matchesGolden(_ golden: Case) throws {
        let url = golden.golden
        if Self.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(golden.file.contents.utf8).write(to: url)
        }
        let text = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "No golden file \(url.lastPathComponent); run the tests with VIPER_RECORD=1 to record it")
        #expect(golden.file.contents == text, "\(golden.file.path) differs from \(url.lastPathComponent)")
    }

    @Test("No golden file is left over from a file a template no longer writes", arguments: folders.keys.sorted())
    func noStaleGoldens(template: String) throws {
        let expected = Set(try Self.generate(template).map { $0.name + ".golden" })
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.folder(of: template).path)) ?? [])
        #expect(present == expected)
    }
}

extension GeneratedFile: CustomTestStringConvertible {
    public var testDescription: String { path }
    /// The file's name, without its folders.
    var name: String { (path as NSString).lastPathComponent }
}
