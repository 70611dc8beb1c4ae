import Foundation
import Testing

/// A fresh package that depends on this repository's VIPERKit by path, with a terminal and a web front end, and the
/// life of its modules as a team lives it, step by step: `viper new`, then `viper rename`, `viper remove` and
/// `viper upgrade` on modules edited by hand. Each step runs `viper` in process, as a user would on the command line,
/// and checks what it did to the package; ``GeneratedPackageTests`` then builds the package and runs its tests.
struct GeneratedPackageLifecycle {
    static let modules = "Sources/App/Modules"
    static let tests = "Tests/AppTests"
    static let viewFactories = ["Sources/AppTerminal/Views/TerminalViewFactory", "Sources/AppWeb/Views/WebViewFactory"]

    /// The built-in template of the package's viper.yml: `module` or `factory`.
    let template: String
    let package: TemporaryPackage

    /// A package set up with `viper init --template <template>` and two front ends (see ``addFrontEnds(to:adopting:)``).
    init(template: String) throws {
        self.template = template
        package = try TemporaryPackage(files: [
            "Package.swift": Self.manifest(dependingOn: RepositoryPaths.packageRoot),
            "Package.resolved": try String(
                contentsOf: RepositoryPaths.packageRoot.appendingPathComponent("Package.resolved"), encoding: .utf8),
        ])
        #expect(CommandRun(["init", "--package-path", package.root.path, "--template", template]).exitCode == 0)
        try Self.addFrontEnds(to: package, adopting: template == "factory" ? "ViewFactory" : nil)
    }

    /// Runs `viper <arguments> --package-path <package>`.
    @discardableResult
    func viper(_ arguments: [String]) -> CommandRun {
        CommandRun(arguments + ["--package-path", package.root.path])
    }

    /// `true` when the view factory `text` declares what shows the module `name`: `make<Name>View()` with `factory`,
    /// `make<Name>(navigator:delegate:)` with `module` (its parameters on a line of their own for a long name).
    func declaresViewFactoryMember(of name: String, in text: String?) -> Bool {
        let pattern =
            template == "factory"
            ? #"func make\#(name)View\(\) -> any"# : #"func make\#(name)\(\s*navigator: any Navigator"#
        return text?.range(of: pattern, options: .regularExpression) != nil
    }

    /// `viper new Weather` and `viper new PlayerDetail` (without a delegate with `factory`) write each module's
    /// terminal and web views and wire them into both view factories.
    func generateWeatherAndPlayerDetail() {
        let withoutDelegate = template == "factory" ? ["--param", "delegate=no"] : []
        #expect(viper(["new", "Weather"]).exitCode == 0)
        #expect(viper(["new", "PlayerDetail"] + withoutDelegate).exitCode == 0)
        for name in ["Weather", "PlayerDetail"] {
            #expect(package.read("Sources/AppTerminal/Views/\(name)TerminalView.swift") != nil)
            #expect(package.read("Sources/AppWeb/Views/\(name)WebView.swift") != nil)
            for factory in Self.viewFactories {
                #expect(declaresViewFactoryMember(of: name, in: package.read("\(factory).swift")))
            }
        }
    }

    /// A method added by hand to PlayerDetail's presenter survives `viper rename PlayerDetail PlayerProfile`, which
    /// moves every file of the module, its tests and its views to the new name and leaves no trace of the old one.
    func renamePlayerDetailToPlayerProfileKeepingAnEdit() throws {
        let presenter = "\(Self.modules)/PlayerDetail/PlayerDetailPresenter.swift"
        let handWritten = { (name: String) in
            "\nextension \(name)Presenter {\n    /// Added by hand before the rename.\n    static let note = \"kept\"\n}\n"
        }
        try package.write(presenter, try #require(package.read(presenter)) + handWritten("PlayerDetail"))
        let before = package.files

        let rename = viper(["rename", "PlayerDetail", "PlayerProfile"])

        #expect(rename.exitCode == 0, "\(rename.output) \(rename.errors)")
        #expect(rename.errors.isEmpty, "nothing of PlayerDetail should be left as it is: \(rename.errors)")
        let renamed = before.map { $0.replacingOccurrences(of: "PlayerDetail", with: "PlayerProfile") }
        #expect(package.files == renamed.sorted())
        for file in [
            "\(Self.modules)/PlayerProfile/PlayerProfileModule.swift",
            "\(Self.tests)/PlayerProfile/PlayerProfilePresenterTests.swift",
            "Sources/AppTerminal/Views/PlayerProfileTerminalView.swift",
            "Sources/AppWeb/Views/PlayerProfileWebView.swift",
        ] {
            #expect(package.read(file) != nil, "\(file) is missing")
        }
        for folder in ["\(Self.modules)/PlayerDetail", "\(Self.tests)/PlayerDetail"] {
            #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent(folder).path))
        }
        let renamedPresenter = package.read("\(Self.modules)/PlayerProfile/PlayerProfilePresenter.swift")
        #expect(renamedPresenter?.hasSuffix(handWritten("PlayerProfile")) == true, "the edit is lost")
        for factory in Self.viewFactories {
            let text = package.read("\(factory).swift")
            #expect(declaresViewFactoryMember(of: "PlayerProfile", in: text), "\(factory)")
            #expect(text?.contains("makePlayerDetail") == false, "\(factory)")
        }
        let mentions = package.files.filter { package.read($0)?.contains("PlayerDetail") == true }
        #expect(mentions.isEmpty, "PlayerDetail is still named in \(mentions)")
    }

    /// `viper new Scratch` then `viper remove Scratch --yes` leaves the package exactly as it was: its files, views,
    /// view factory members and record are gone.
    func addScratchAndRemoveIt() {
        let before = FrontEndPackage.snapshot(package)
        #expect(viper(["new", "Scratch"]).exitCode == 0)
        #expect(package.read("\(Self.modules)/Scratch/ScratchPresenter.swift") != nil)

        let removal = viper(["remove", "Scratch", "--yes"])

        #expect(removal.exitCode == 0, "\(removal.output) \(removal.errors)")
        #expect(removal.output.last == "Removed module Scratch.")
        #expect(FrontEndPackage.snapshot(package) == before)
        for folder in ["\(Self.modules)/Scratch", "\(Self.tests)/Scratch"] {
            #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent(folder).path))
        }
        #expect(!viper(["list"]).output.contains { $0.contains("Scratch") })
    }

    /// The package's own template `screen` (a copy of the built-in one) writes Forecast at version 0.9.0, whose
    /// interactor begins with a comment that 1.0.0, the built-in text, no longer has. Forecast's interactor is edited
    /// by hand where the template does not change, and `viper upgrade` merges: the comment goes, the edit stays.
    func upgradeForecastFromAnOlderVersionOfThePackagesTemplate() throws {
        let folder = "Templates/screen"
        let builtIn = RepositoryPaths.packageRoot.appendingPathComponent("Sources/VIPERGen/Templates/\(template)")
        try FileManager.default.copyItem(at: builtIn, to: package.root.appendingPathComponent(folder))
        let manifest = try #require(package.read("\(folder)/template.yml"))
        let stencil = "\(folder)/Interactor.swift.stencil"
        let newText = try #require(package.read(stencil))
        let oldComment = "// Written by the screen template 0.9.0.\n"
        try writeManifest(manifest, of: folder, version: "0.9.0")
        try package.write(stencil, oldComment + newText)

        #expect(viper(["new", "Forecast", "--template", folder]).exitCode == 0)
        #expect(viper(["list"]).output.contains("Forecast: template screen 0.9.0"))
        let interactor = "\(Self.modules)/Forecast/ForecastInteractor.swift"
        let written = try #require(package.read(interactor))
        #expect(written.hasPrefix(oldComment))
        let edited = written.replacingOccurrences(
            of: "        items\n",
            with: "        // Edited by hand: the forecast service answers here later.\n        items\n")
        try #require(edited != written, "the interactor no longer returns `items` on a line of its own")
        try package.write(interactor, edited)

        try writeManifest(manifest, of: folder, version: "1.0.0")
        try package.write(stencil, newText)
        let upgrade = viper(["upgrade"])

        #expect(upgrade.exitCode == 0, "\(upgrade.output) \(upgrade.errors)")
        #expect(upgrade.output.first == "Upgraded module Forecast from template screen 0.9.0 to 1.0.0:")
        #expect(upgrade.output.contains("  merge     \(interactor) (your edits kept)"), "\(upgrade.output)")
        #expect(package.read(interactor) == String(edited.dropFirst(oldComment.count)))
        #expect(viper(["list"]).output.contains("Forecast: template screen 1.0.0"))
    }

    /// Writes the built-in template's `manifest` into `folder` as the template `screen` at `version`.
    private func writeManifest(_ manifest: String, of folder: String, version: String) throws {
        let renamed = manifest.replacingOccurrences(of: "\nname: \(template)\n", with: "\nname: screen\n")
            .replacingOccurrences(of: "\nversion: 1.0.0\n", with: "\nversion: \(version)\n")
        try #require(renamed.contains("\nname: screen\n") && renamed.contains("\nversion: \(version)\n"))
        try package.write("\(folder)/template.yml", renamed)
    }

    /// The package's two front ends, each a view factory that makes no view yet (adopting `protocolName`, the
    /// app's view factory protocol, when there is one), and the `frontEnds` of viper.yml that name them.
    static func addFrontEnds(to package: TemporaryPackage, adopting protocolName: String?) throws {
        let adopts = protocolName.map { ": \($0)" } ?? ""
        for kind in ["Terminal", "Web"] {
            try package.write(
                "Sources/App\(kind)/Views/\(kind)ViewFactory.swift",
                """
                import App
                import VIPERKit

                /// Makes the \(kind.lowercased()) view of every module.
                @MainActor
                public final class \(kind)ViewFactory\(adopts) {
                    /// Runs the views' async presenter calls.
                    public let tasks: TaskTracker

                    public init(tasks: TaskTracker = TaskTracker()) {
                        self.tasks = tasks
                    }
                }

                """)
        }
        let configuration = try #require(package.read("viper.yml"))
        try package.write(
            "viper.yml",
            configuration + """
                frontEnds:
                  - kind: terminal
                    views: Sources/AppTerminal/Views
                    factory: Sources/AppTerminal/Views/TerminalViewFactory.swift
                  - kind: web
                    views: Sources/AppWeb/Views
                    factory: Sources/AppWeb/Views/WebViewFactory.swift

                """)
    }

    /// A package with the library `App` (empty until viper writes modules), its test target and the front ends
    /// `AppTerminal` and `AppWeb` (see ``addFrontEnds(to:adopting:)``).
    static func manifest(dependingOn repository: URL) -> String {
        let identity = repository.lastPathComponent
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v14)],
                products: [.library(name: "App", targets: ["App"])],
                dependencies: [.package(path: "\(repository.path)")],
                targets: [
                    .target(name: "App", dependencies: [.product(name: "VIPERKit", package: "\(identity)")]),
                    .target(
                        name: "AppTerminal",
                        dependencies: ["App", .product(name: "VIPERKitTerminal", package: "\(identity)")]
                    ),
                    .target(name: "AppWeb", dependencies: ["App", .product(name: "VIPERKitWeb", package: "\(identity)")]),
                    .testTarget(
                        name: "AppTests",
                        dependencies: ["App", .product(name: "VIPERKitTesting", package: "\(identity)")]
                    ),
                ]
            )

            """
    }
}
