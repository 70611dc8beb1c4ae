import Foundation
import Testing
import VIPERGen
import VIPERKitTesting

/// VIPERKit's DocC tutorial, "Building a screen with viper new" (`Sources/VIPERKit/VIPERKit.docc`), shows the
/// files `viper new Weather` writes with the `module` template into the package `WeatherApp`. Each listing is a
/// golden file of this suite: when the template changes, the tutorial's listings fail here, and
/// `RECORD_GOLDEN=1` writes them again from the generator (review the tutorial's prose before committing).
@Suite("VIPERKit's tutorial listings")
struct TutorialListingsTests {
    /// The tutorial's resources: its code listings.
    static let resources = RepositoryPaths.packageRoot.appendingPathComponent(
        "Sources/VIPERKit/VIPERKit.docc/Resources")

    /// Each listing of generated code, by the path `viper new Weather` writes it to.
    static let listings = [
        "Sources/WeatherApp/Modules/Weather/WeatherContracts.swift",
        "Sources/WeatherApp/Modules/Weather/WeatherPresenter.swift",
        "Sources/WeatherApp/Modules/Weather/WeatherInteractor.swift",
        "Sources/WeatherApp/Modules/Weather/WeatherRouter.swift",
        "Sources/WeatherApp/Modules/Weather/WeatherModule.swift",
        "Tests/WeatherAppTests/Weather/RecordingWeatherView.swift",
        "Tests/WeatherAppTests/Weather/FakeWeatherInteractor.swift",
        "Tests/WeatherAppTests/Weather/WeatherPresenterTests.swift",
        "Tests/WeatherAppTests/Weather/WeatherModuleTests.swift",
    ]

    @Test("Every listing of generated code is what viper new Weather writes today")
    func listingsAreWhatViperWrites() throws {
        let package = try TemporaryPackage(files: [
            "Package.swift": TemporaryPackage.manifest(
                library: "WeatherApp", testDependencies: #"["WeatherApp", "VIPERKitTesting"]"#)
        ])
        let root = package.root.path
        #expect(CommandRun(["init", "--package-path", root, "--template", "module"]).exitCode == 0)
        #expect(CommandRun(["new", "Weather", "--package-path", root]).exitCode == 0)

        for path in Self.listings {
            let written = try #require(package.read(path), "viper new Weather did not write \(path)")
            let name = (path as NSString).lastPathComponent
            GoldenFile(url: Self.resources.appendingPathComponent(name)).check(written, addingFinalNewline: false)
        }
    }

    @Test("The tutorial names each listing it shows, and each listed file exists")
    func tutorialUsesTheListings() throws {
        let tutorial = try String(
            contentsOf: Self.resources.deletingLastPathComponent().appendingPathComponent("BuildingAScreen.tutorial"),
            encoding: .utf8)
        let files = tutorial.components(separatedBy: #"file: ""#).dropFirst()
            .compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }

        #expect(Set(Self.listings.map { ($0 as NSString).lastPathComponent }).isSubset(of: files))
        for file in files {
            #expect(
                FileManager.default.fileExists(atPath: Self.resources.appendingPathComponent(file).path),
                "the tutorial lists \(file), which Resources does not hold")
        }
    }
}
