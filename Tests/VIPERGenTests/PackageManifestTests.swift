import Foundation
import Testing
import VIPERGen

@Suite("Package.swift inference")
struct PackageManifestTests {
    @Test("Targets and library products are read in order, ignoring commented-out ones")
    func readsTargets() {
        let manifest = PackageManifest(
            parsing: """
                let package = Package(
                    name: "Demo",
                    products: [
                        .library(name: "Kit", targets: ["Kit", "KitExtras"]),
                        .executable(name: "demo", targets: ["demo"]),
                    ],
                    targets: [
                        // .target(name: "Old"),
                        .target(name: "Kit"),
                        .target(
                            name: "KitExtras", dependencies: ["Kit"]),
                        .executableTarget(name: "demo"),
                        .testTarget(name: "KitTests"),
                    ]
                )
                """)
        #expect(
            manifest.targets == [
                .init(kind: "target", name: "Kit"), .init(kind: "target", name: "KitExtras"),
                .init(kind: "executableTarget", name: "demo"), .init(kind: "testTarget", name: "KitTests"),
            ])
        #expect(manifest.libraryTargets == ["Kit", "KitExtras"])
        #expect(manifest.hasTestTarget(named: "KitTests"))
        #expect(!manifest.hasTestTarget(named: "KitExtrasTests"))
    }

    @Test("The first library target is the default home of modules")
    func firstLibraryTarget() throws {
        let package = try TemporaryPackage(
            files: [
                "Package.swift": """
                .target(name: "Helpers"), .target(name: "App"),
                .library(name: "App", targets: ["App"]),
                """
            ])
        let manifest = try PackageManifest.load(packageRoot: package.root)
        #expect(manifest.moduleTarget(packageRoot: package.root) == "App")
    }

    @Test("A target that already has a Modules folder wins over the first library target")
    func existingModules() throws {
        let package = try TemporaryPackage(
            files: [
                "Package.swift": """
                .library(name: "Kit", targets: ["Kit"]), .target(name: "Kit"), .target(name: "App"),
                """,
                "Sources/App/Modules/Login/LoginContracts.swift": "",
            ])
        #expect(
            try PackageManifest.load(packageRoot: package.root).defaultConfiguration(packageRoot: package.root)
                == ViperConfiguration(modules: "Sources/App/Modules", tests: "Tests/AppTests", testableImport: "App"))
    }

    @Test("A package of only an executable puts modules in the executable")
    func executableOnly() {
        let manifest = PackageManifest(parsing: #".executableTarget(name: "Tool")"#)
        #expect(manifest.moduleTarget(packageRoot: URL(fileURLWithPath: "/nonexistent")) == "Tool")
    }

    @Test("A manifest without targets is refused with a clear message")
    func noTargets() {
        #expect(throws: ViperError("Package.swift declares no library target to put modules in; add one first.")) {
            try PackageManifest(parsing: "let package = Package(name: \"Empty\")")
                .defaultConfiguration(packageRoot: URL(fileURLWithPath: "/nonexistent"))
        }
    }
}
