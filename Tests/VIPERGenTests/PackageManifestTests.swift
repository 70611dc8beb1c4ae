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

    @Test("A test target's dependencies are read, and whether it depends on a library by name or as a product")
    func testTargetDependencies() {
        let manifest = PackageManifest(
            parsing: """
                dependencies: [.package(url: "https://example.com/kit/FootballGather.git", from: "1.0.0")],
                targets: [
                    .target(name: "App", dependencies: [.product(name: "VIPERKit", package: "football-gather")]),
                    .testTarget(
                        name: "AppTests",
                        dependencies: ["App", .product(name: "Clocks", package: "swift-clocks")]
                    ),
                    .testTarget(name: "UITests"),
                    .testTarget(name: "KitTests", dependencies: ["App", "VIPERKitTesting"]),
                    // .testTarget(name: "OldTests", dependencies: ["VIPERKitTesting"]),
                ]
                """)
        #expect(manifest.dependencies(ofTestTarget: "AppTests")?.contains(#""Clocks""#) == true)
        #expect(!manifest.testTarget("AppTests", dependsOn: "VIPERKitTesting"))
        #expect(manifest.testTarget("KitTests", dependsOn: "VIPERKitTesting"))
        #expect(manifest.dependencies(ofTestTarget: "UITests") == "")
        #expect(!manifest.hasDependenciesKey(ofTestTarget: "UITests"))
        #expect(manifest.dependencies(ofTestTarget: "OldTests") == nil)
        #expect(
            manifest.dependencyEntry(forProduct: "VIPERKitTesting")
                == #".product(name: "VIPERKitTesting", package: "football-gather")"#)
    }

    @Test("The package that provides VIPERKit: a product's package, else a dependency's identity, else this package")
    func dependencyEntry() throws {
        let byURL = PackageManifest(
            parsing: #"dependencies: [.package(url: "https://example.com/a/Kit.git", from: "1.0.0")]"#)
        #expect(
            byURL.dependencyEntry(forProduct: "VIPERKitTesting")
                == #".product(name: "VIPERKitTesting", package: "Kit")"#)
        let unknown = PackageManifest(parsing: #".target(name: "App")"#)
        #expect(
            unknown.dependencyEntry(forProduct: "VIPERKitTesting")
                == #".product(name: "VIPERKitTesting", package: "<package>")"#)
        let repository = try PackageManifest.load(packageRoot: RepositoryPaths.packageRoot)
        #expect(repository.dependencyEntry(forProduct: "VIPERKitTesting") == #""VIPERKitTesting""#)
        #expect(repository.testTarget("FootballGatherTests", dependsOn: "VIPERKitTesting"))
    }
}
