import Foundation
import Testing
import VIPERGen

/// The built-in template's output for a `Weather` module, compared with the files in `Golden/Weather`.
/// Run with `VIPER_RECORD=1` to re-record them after changing the template on purpose.
@Suite("Golden files of the built-in template")
struct GoldenFileTests {
    static let isRecording = ProcessInfo.processInfo.environment["VIPER_RECORD"] == "1"
    static let folder = RepositoryPaths.golden.appendingPathComponent("Weather")

    static func generate() throws -> [GeneratedFile] {
        let template = try ModuleTemplate.resolve("module", packageRoot: RepositoryPaths.packageRoot)
        return try ModuleRenderer(template: template).render(
            name: ModuleName(validating: "Weather"),
            settings: GenerationSettings(modules: "Sources/App/Modules", tests: "Tests/AppTests", testableImport: "App")
        )
    }

    static func goldenURL(for file: GeneratedFile) -> URL {
        folder.appendingPathComponent((file.path as NSString).lastPathComponent + ".golden")
    }

    @Test("The module, its tests and its doubles go where DESIGN.md section 2 puts them")
    func paths() throws {
        #expect(
            try Self.generate().map(\.path) == [
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

    @Test("Each generated file matches its golden file", arguments: try generate())
    func matchesGolden(file: GeneratedFile) throws {
        let url = Self.goldenURL(for: file)
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        let golden = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "No golden file \(url.lastPathComponent); run the tests with VIPER_RECORD=1 to record it")
        #expect(file.contents == golden, "\(file.path) differs from \(url.lastPathComponent)")
    }

    @Test("No golden file is left over from a file the template no longer writes")
    func noStaleGoldens() throws {
        let expected = Set(try Self.generate().map { Self.goldenURL(for: $0).lastPathComponent })
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? [])
        #expect(present == expected)
    }
}

extension GeneratedFile: CustomTestStringConvertible {
    public var testDescription: String { path }
}
