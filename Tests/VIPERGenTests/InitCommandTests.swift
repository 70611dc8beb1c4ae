import Testing
import VIPERGen

@Suite("viper init")
struct InitCommandTests {
    @Test("In a library package it writes a commented viper.yml with the inferred paths")
    func writesConfiguration() throws {
        let package = try TemporaryPackage.library(named: "Weather")

        let run = CommandRun(["init", "--package-path", package.root.path])

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "Wrote viper.yml:",
                        "  modules          Sources/Weather/Modules",
                        "  tests            Tests/WeatherTests",
                        "  testable import  Weather",
                        "  template         module",
                        "note: the test target WeatherTests does not depend on VIPERKitTesting, which the generated tests import; add this line to its dependencies in Package.swift:",
                        #"                .product(name: "VIPERKitTesting", package: "<package>"),"#,
                        "Next: viper new <Name>",
                    ]))
        let written = try #require(package.read("viper.yml"))
        #expect(written.hasPrefix("# viper.yml: settings of `viper`"))
        #expect(
            try ViperConfiguration.parse(written)
                == ViperConfiguration(
                    modules: "Sources/Weather/Modules", tests: "Tests/WeatherTests", testableImport: "Weather"))
    }

    @Test("Flags override what Package.swift suggests, and a missing test target is pointed out")
    func overrides() throws {
        let package = try TemporaryPackage.library(named: "App")

        let run = CommandRun([
            "init", "--package-path", package.root.path, "--modules", "Sources/App/Screens", "--tests",
            "Tests/ScreenTests",
        ])

        #expect(run.exitCode == 0)
        #expect(
            run.output.contains(
                "note: Package.swift has no test target ScreenTests; the generated tests need one that depends on App and VIPERKitTesting."
            ))
        #expect(
            try ViperConfiguration.parse(package.read("viper.yml") ?? "")
                == ViperConfiguration(modules: "Sources/App/Screens", tests: "Tests/ScreenTests", testableImport: "App")
        )
    }

    @Test("A test target that depends on VIPERKitTesting, by name or as a product, is not pointed out")
    func testTargetWithTestingKit() throws {
        let package = try TemporaryPackage(files: [
            "Package.swift": TemporaryPackage.manifest(
                library: "App", testDependencies: #"["App", .product(name: "VIPERKitTesting", package: "kit")]"#)
        ])

        let run = CommandRun(["init", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(!run.output.contains { $0.hasPrefix("note:") })
    }

    @Test(
        "The entry to add names the package that provides VIPERKit, and says where it goes",
        arguments: [
            (
                #"["App"]"#, "add this line to its dependencies in Package.swift:",
                #"                .product(name: "VIPERKitTesting", package: "main"),"#
            ),
            (
                nil, #"add this argument to its .testTarget(name: "AppTests", …) in Package.swift:"#,
                #"            dependencies: ["App", .product(name: "VIPERKitTesting", package: "main")],"#
            ),
        ])
    func missingTestingKit(dependencies: String?, instruction: String, line: String) throws {
        let package = try TemporaryPackage(files: [
            "Package.swift": TemporaryPackage.manifest(
                library: "App", testDependencies: dependencies, dependency: #".package(path: "../main")"#)
        ])

        let run = CommandRun(["init", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(
            run.output.suffix(3) == [
                "note: the test target AppTests does not depend on VIPERKitTesting, which the generated tests import; \(instruction)",
                line, "Next: viper new <Name>",
            ])
        #expect(package.read("viper.yml") != nil)
    }

    @Test(
        "With the factory template it writes the module factory, the view factory, the module router and the test harness once"
    )
    func factoryScaffold() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("Tests/AppTests/Support/AppHarness.swift", "// my harness\n")

        let run = CommandRun(["init", "--package-path", package.root.path, "--template", "factory"])

        #expect(run.exitCode == 0)
        #expect(
            Array(run.output[4...9]) == [
                "  template         factory",
                "Scaffold of template factory (existing files are kept):",
                "  create    Sources/App/App/ModuleFactory.swift",
                "  create    Sources/App/App/ViewFactory.swift",
                "  create    Sources/App/App/ModuleRouter.swift",
                "  keep      Tests/AppTests/Support/AppHarness.swift",
            ])
        #expect(run.output[10] == "  create    Tests/AppTests/Support/RecordingViewFactory.swift")
        #expect(package.read("Tests/AppTests/Support/AppHarness.swift") == "// my harness\n")
        #expect(
            package.read("Sources/App/App/ViewFactory.swift")?.contains("public protocol ViewFactory: AnyObject {}")
                == true)
        #expect(
            package.read("Sources/App/App/ModuleFactory.swift")?.contains(
                "public init(views: any ViewFactory, navigator: any Navigator)") == true)
        #expect(package.read("Sources/App/App/ModuleRouter.swift")?.contains("init(factory: ModuleFactory)") == true)
        #expect(
            package.read("Tests/AppTests/Support/RecordingViewFactory.swift")?.contains(
                "final class RecordingViewFactory: RecordedViews, ViewFactory {}") == true)
    }

    @Test("An existing viper.yml is kept, even with --force, and its settings choose the scaffold")
    func keepsExisting() throws {
        let package = try TemporaryPackage.library(named: "App")
        let mine = "# mine\nmodules: Sources/App/Screens\ntemplate: factory\n"
        try package.write("viper.yml", mine)

        for arguments in [["init"], ["init", "--force"]] {
            let run = CommandRun(arguments + ["--package-path", package.root.path])
            #expect(run.exitCode == 0)
            #expect(
                Array(run.output.prefix(6)) == [
                    "Kept the existing viper.yml (viper init never replaces it; delete it to write a new one):",
                    "  modules          Sources/App/Screens",
                    "  tests            Tests/AppTests",
                    "  testable import  App",
                    "  template         factory",
                    "Scaffold of template factory (existing files are \(arguments.count == 1 ? "kept" : "replaced")):",
                ])
            #expect(package.read("viper.yml") == mine)
        }
    }

    @Test("--force replaces the scaffold files that differ; without it they are kept")
    func forceReplacesScaffold() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("Tests/AppTests/Support/AppHarness.swift", "// my harness\n")

        let kept = CommandRun(["init", "--package-path", package.root.path, "--template", "factory"])
        #expect(kept.output.contains("  keep      Tests/AppTests/Support/AppHarness.swift"))
        #expect(package.read("Tests/AppTests/Support/AppHarness.swift") == "// my harness\n")

        let forced = CommandRun(["init", "--package-path", package.root.path, "--template", "factory", "--force"])
        #expect(forced.exitCode == 0)
        #expect(forced.output.contains("  overwrite Tests/AppTests/Support/AppHarness.swift"))
        #expect(forced.output.contains("  unchanged Sources/App/App/ModuleFactory.swift"))
        #expect(package.read("Tests/AppTests/Support/AppHarness.swift")?.contains("// my harness") == false)
    }

    @Test("A template that does not exist is refused before viper.yml is written")
    func unknownTemplate() throws {
        let package = try TemporaryPackage.library(named: "App")

        let run = CommandRun(["init", "--package-path", package.root.path, "--template", "fancy"])

        #expect(
            run
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "No template 'fancy': it is neither a built-in template (factory, module) nor a folder at \(package.root.path)/fancy."
                    ]))
        #expect(package.files == ["Package.swift"])
    }

    @Test("Outside a package it says what to do")
    func outsidePackage() throws {
        let folder = try TemporaryPackage()

        #expect(
            CommandRun(["init", "--package-path", folder.root.path])
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "No Package.swift in \(folder.root.path). Run viper in a Swift package's root folder, or pass its path."
                    ]))
    }

    @Test("A bad override is refused before anything is written")
    func badOverride() throws {
        let package = try TemporaryPackage.library(named: "App")

        let run = CommandRun(["init", "--package-path", package.root.path, "--modules", "../elsewhere"])

        #expect(run.exitCode == 64)
        #expect(run.errors.first?.hasPrefix("--modules '../elsewhere' must be a path inside the package") == true)
        #expect(package.files == ["Package.swift"])
    }
}
