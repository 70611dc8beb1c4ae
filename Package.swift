// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FootballGather",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "VIPERKit", targets: ["VIPERKit"]),
        .library(name: "VIPERKitTesting", targets: ["VIPERKitTesting"]),
        .library(name: "VIPERKitWeb", targets: ["VIPERKitWeb"]),
        .library(name: "VIPERKitTerminal", targets: ["VIPERKitTerminal"]),
        .library(name: "FootballGather", targets: ["FootballGather"]),
        .library(name: "FootballGatherAPI", targets: ["FootballGatherAPI"]),
        .library(name: "FootballGatherServer", targets: ["FootballGatherServer"]),
        .executable(name: "footballgather-server", targets: ["footballgather-server"]),
        .library(name: "VIPERGen", targets: ["VIPERGen"]),
        .executable(name: "viper", targets: ["viper"]),
        .library(name: "FootballGatherTerminal", targets: ["FootballGatherTerminal"]),
        .library(name: "FootballGatherWeb", targets: ["FootballGatherWeb"]),
        .executable(name: "footballgather", targets: ["footballgather"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.0"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/stencilproject/Stencil.git", from: "0.15.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: [
        // MARK: VIPER toolkit

        .target(name: "VIPERKit"),
        .target(name: "VIPERKitTesting", dependencies: ["VIPERKit"]),
        .target(
            name: "VIPERKitWeb",
            dependencies: [
                "VIPERKit", .product(name: "Vapor", package: "vapor"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            resources: [.copy("Resources")]
        ),
        .target(name: "VIPERKitTerminal", dependencies: ["VIPERKit"]),

        // MARK: Shared wire types

        .target(name: "FootballGatherAPI"),

        // MARK: App (platform-independent modules)

        .target(name: "FootballGather", dependencies: ["VIPERKit", "FootballGatherAPI"]),
        .target(name: "FootballGatherTestSupport", dependencies: ["FootballGather", "VIPERKitTesting"]),

        // MARK: Backend

        .target(
            name: "FootballGatherServer",
            dependencies: [
                "FootballGatherAPI",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Resources/openapi.yaml")]
        ),
        .executableTarget(
            name: "footballgather-server",
            dependencies: ["FootballGatherServer", "FootballGatherWeb"]
        ),

        // MARK: Terminal front end

        .target(
            name: "FootballGatherTerminal",
            dependencies: [
                "FootballGather", "VIPERKit", "VIPERKitTerminal", "FootballGatherServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "footballgather",
            dependencies: ["FootballGatherTerminal", "FootballGatherWeb"]
        ),

        // MARK: Web front end

        .target(
            name: "FootballGatherWeb",
            dependencies: [
                "FootballGather", "VIPERKit", "VIPERKitWeb", "FootballGatherServer",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources")]
        ),

        // MARK: Generator

        .target(
            name: "VIPERGen",
            dependencies: [
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Templates")]
        ),
        .executableTarget(name: "viper", dependencies: ["VIPERGen"]),

        // MARK: Tests

        .testTarget(name: "VIPERKitTests", dependencies: ["VIPERKit", "VIPERKitTesting"]),
        .testTarget(name: "FootballGatherAPITests", dependencies: ["FootballGatherAPI"]),
        .testTarget(
            name: "FootballGatherTests",
            dependencies: [
                "FootballGather", "FootballGatherTestSupport", "VIPERKitTesting",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "FootballGatherEndToEndTests",
            dependencies: ["FootballGather", "FootballGatherServer"]
        ),
        .testTarget(
            name: "FootballGatherServerTests",
            dependencies: [
                "FootballGatherServer", "VIPERKitTesting",
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "FootballGatherTerminalTests",
            dependencies: [
                "FootballGatherTerminal", "FootballGather", "FootballGatherTestSupport", "VIPERKit", "VIPERKitTerminal",
                "VIPERKitTesting", .product(name: "Clocks", package: "swift-clocks"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "VIPERKitTerminalTests",
            dependencies: ["VIPERKitTerminal", "VIPERKit", "VIPERKitTesting"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "VIPERKitWebTests",
            dependencies: [
                "VIPERKitWeb", "VIPERKit", "VIPERKitTesting", .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "FootballGatherWebTests",
            dependencies: [
                "FootballGatherWeb", "FootballGather", "FootballGatherTestSupport", "VIPERKit", "VIPERKitWeb",
                "VIPERKitTesting", "FootballGatherServer",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "VaporTesting", package: "vapor"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "VIPERGenTests", dependencies: ["VIPERGen"], exclude: ["Golden"]),

        // MARK: Currency Converter

        .target(
            name: "CurrencyConverter", dependencies: ["VIPERKit"], resources: [.copy("Resources/rates.json")]
        ),
        .target(
            name: "CurrencyConverterTerminal",
            dependencies: [
                "CurrencyConverter", "VIPERKit", "VIPERKitTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "currency-converter", dependencies: ["CurrencyConverterTerminal"]),
        .testTarget(
            name: "CurrencyConverterTests", dependencies: ["CurrencyConverter", "VIPERKit", "VIPERKitTesting"]
        ),
        .testTarget(
            name: "CurrencyConverterTerminalTests",
            dependencies: [
                "CurrencyConverterTerminal", "CurrencyConverter", "VIPERKit", "VIPERKitTerminal", "VIPERKitTesting",
            ],
            exclude: ["Golden"]
        ),

        // MARK: LiveNews

        .target(name: "LiveNews", dependencies: ["VIPERKit"], resources: [.copy("Resources")]),
        .target(
            name: "LiveNewsTerminal",
            dependencies: [
                "LiveNews", "VIPERKit", "VIPERKitTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "livenews", dependencies: ["LiveNewsTerminal"]),
        .testTarget(name: "LiveNewsTests", dependencies: ["LiveNews", "VIPERKit", "VIPERKitTesting"]),
        .testTarget(
            name: "LiveNewsTerminalTests",
            dependencies: ["LiveNewsTerminal", "LiveNews", "VIPERKit", "VIPERKitTerminal", "VIPERKitTesting"],
            exclude: ["Golden"]
        ),
    ]
)
