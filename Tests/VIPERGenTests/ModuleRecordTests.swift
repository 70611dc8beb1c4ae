import Foundation
import Testing
import VIPERGen

@Suite("The record viper new keeps in .viper/modules.yml")
struct ModuleRecordTests {
    @Test(
        "Files are recorded with the SHA-256 of their text",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func digest(text: String, sha256: String) {
        #expect(ModuleRecord.File(GeneratedFile(path: "A.swift", contents: text)).sha256 == sha256)
    }

    @Test("The file reads back as written, parameters with quotes and line breaks included, sorted by module name")
    func roundTrip() throws {
        var records = ModuleRecords()
        records.record(
            ModuleRecord(
                name: "Weather", template: "module", version: "1.0.0", source: "Templates/My Template",
                parameters: ["title": "Today's \"weather\"\n\tand: more", "delegate": "no"],
                files: [ModuleRecord.File(path: "Sources/App/Modules/Weather/WeatherRouter.swift", sha256: "ab12")]))
        records.record(
            ModuleRecord(name: "Forecast", template: "factory", version: "2.1", source: "factory", files: []))

        #expect(records.modules.map(\.name) == ["Forecast", "Weather"])
        #expect(try ModuleRecords.parse(records.fileContents) == records)
    }

    @Test("viper new records each module once; --force replaces its record; --dry-run records nothing")
    func newRecords() throws {
        let package = try TemporaryPackage.library(named: "App")
        let root = package.root.path
        #expect(CommandRun(["new", "Weather", "--dry-run", "--package-path", root]).exitCode == 0)
        #expect(package.read(ModuleRecords.path) == nil)

        #expect(CommandRun(["new", "Weather", "--package-path", root]).exitCode == 0)
        #expect(
            CommandRun(["new", "Weather", "--force", "--param", "title=Sky", "--package-path", root]).exitCode == 0)

        let records = try ModuleRecords.load(packageRoot: package.root)
        let weather = try #require(records["Weather"])
        #expect(records.modules.map(\.name) == ["Weather"])
        #expect(weather.template == "module")
        #expect(weather.version == "1.0.0")
        #expect(weather.source == "module")
        #expect(weather.parameters == ["title": "Sky"])
        let presenter = "Sources/App/Modules/Weather/WeatherPresenter.swift"
        let written = try #require(package.read(presenter))
        #expect(
            weather.files.first { $0.path == presenter }
                == ModuleRecord.File(GeneratedFile(path: presenter, contents: written)))
        #expect(weather.files.count == 13)
    }
}
