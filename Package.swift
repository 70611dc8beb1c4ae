// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FootballGather",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "VIPERKit", targets: ["VIPERKit"]),
        .library(name: "VIPERKitTesting", targets: ["VIPERKitTesting"]),
        .library(name: "VIPERKitTerminalTesting", targets: ["VIPERKitTerminalTesting"]),
        .library(name: "VIPERKitWeb", targets: ["VIPERKitWeb"]),
        .library(name: "VIPERKitWebTesting", targets: ["VIPERKitWebTesting"]),
        .library(name: "VIPERKitTerminal", targets: ["VIPERKitTerminal"]),
        .library(name: "FootballGather", targets: ["FootballGather"]),
        .library(name: "FootballGatherAPI", targets: ["FootballGatherAPI"]),
        .library(name: "FootballGatherServer", targets: ["FootballGatherServer"]),
        .executable(name: "footballgather-server", targets: ["footballgather-server"]),
        .library(name: "VIPERGen", targets: ["VIPERGen"]),
        .executable(name: "viper", targets: ["viper"]),
        .plugin(name: "ViperPlugin", targets: ["ViperPlugin"]),
        .library(name: "FootballGatherTerminal", targets: ["FootballGatherTerminal"]),
        .library(name: "FootballGatherWeb", targets: ["FootballGatherWeb"]),
        .library(name: "FootballGatherWebHosting", targets: ["FootballGatherWebHosting"]),
        .executable(name: "footballgather", targets: ["footballgather"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.0"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.52.0"),
        .package(url: "https://github.com/vapor/sql-kit.git", from: "3.32.0"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.12.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.26.0"),
        .package(url: "https://github.com/vapor/async-kit.git", from: "1.20.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/stencilproject/Stencil.git", from: "0.15.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: VIPER toolkit

        .target(name: "ProgramSupport"),
        .target(name: "VIPERKit"),
        .target(name: "VIPERKitTesting", dependencies: ["VIPERKit"]),
        .target(name: "VIPERKitTerminalTesting", dependencies: ["VIPERKitTerminal", "VIPERKitTesting"]),
        .target(
            name: "VIPERKitWeb",
            dependencies: [
                "ProgramSupport",
                "VIPERKit", .product(name: "Vapor", package: "vapor"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            resources: [.copy("Resources")]
        ),
        .target(name: "VIPERKitWebTesting", dependencies: ["VIPERKitWeb", "VIPERKit", "VIPERKitTesting"]),
        .target(name: "VIPERKitTerminal", dependencies: ["ProgramSupport", "VIPERKit"]),

        // MARK: Shared wire types

        .target(name: "FootballGatherAPI"),

        // MARK: App (platform-independent modules)

        .target(name: "FootballGather", dependencies: ["VIPERKit", "FootballGatherAPI"]),
        .target(
            name: "FootballGatherTestSupport", dependencies: ["FootballGather", "FootballGatherAPI", "VIPERKitTesting"]
        ),

        // MARK: Backend

        .target(
            name: "FootballGatherServer",
            dependencies: [
                "ProgramSupport", "FootballGatherAPI",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "AsyncKit", package: "async-kit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources/openapi.yaml")]
        ),
        .executableTarget(
            name: "footballgather-server",
            dependencies: [
                "FootballGatherServer", "FootballGatherWebHosting", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),

        // MARK: Front ends (views and the app's start, no server code)

        .target(
            name: "FootballGatherTerminal",
            dependencies: ["ProgramSupport", "FootballGather", "FootballGatherAPI", "VIPERKit", "VIPERKitTerminal"]
        ),
        .target(
            name: "FootballGatherWeb",
            dependencies: ["FootballGather", "FootballGatherAPI", "VIPERKit", "VIPERKitWeb"],
            resources: [.copy("Resources")]
        ),

        // MARK: Web hosting (the web front end served beside the API)

        .target(
            name: "FootballGatherWebHosting",
            dependencies: [
                "ProgramSupport",
                "FootballGatherWeb", "FootballGather", "FootballGatherAPI", "FootballGatherServer", "VIPERKit",
                "VIPERKitWeb", .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),

        // MARK: The app a user starts (`terminal` and `web`, the embedded server composed here)

        .executableTarget(
            name: "footballgather",
            dependencies: [
                "ProgramSupport",
                "FootballGatherTerminal", "FootballGatherWebHosting", "FootballGatherServer", "FootballGatherAPI",
                "VIPERKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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
        .plugin(
            name: "ViperPlugin",
            capability: .command(
                intent: .custom(verb: "viper", description: "Runs viper (init, new, lint, list…) in this package."),
                permissions: [
                    .writeToPackageDirectory(reason: "viper writes the package's modules, tests and viper.yml.")
                ]
            ),
            dependencies: ["viper"],
            path: "Plugins/ViperPlugin"
        ),
        .executableTarget(name: "team-balancer-benchmark", dependencies: ["FootballGather", "FootballGatherAPI"]),

        // MARK: Tests

        .testTarget(name: "VIPERKitTests", dependencies: ["VIPERKit", "VIPERKitTesting"]),
        .testTarget(name: "ProgramSupportTests", dependencies: ["ProgramSupport"]),
        .testTarget(name: "FootballGatherAPITests", dependencies: ["FootballGatherAPI"]),
        .testTarget(
            name: "FootballGatherTests",
            dependencies: [
                "FootballGather", "FootballGatherAPI", "FootballGatherTestSupport", "VIPERKit", "VIPERKitTesting",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "FootballGatherEndToEndTests",
            dependencies: [
                "FootballGather", "FootballGatherAPI", "FootballGatherServer", "VIPERKit", "VIPERKitTesting",
            ]
        ),
        .testTarget(
            name: "FootballGatherServerTests",
            dependencies: [
                "FootballGatherServer", "FootballGatherAPI", "VIPERKitTesting",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "FootballGatherTerminalTests",
            dependencies: [
                "ProgramSupport",
                "FootballGatherTerminal", "FootballGather", "FootballGatherTestSupport", "VIPERKit", "VIPERKitTerminal",
                "VIPERKitTesting", "VIPERKitTerminalTesting", .product(name: "Clocks", package: "swift-clocks"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "VIPERKitTerminalTests",
            dependencies: ["ProgramSupport", "VIPERKitTerminal", "VIPERKit", "VIPERKitTesting"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "VIPERKitWebTests",
            dependencies: [
                "VIPERKitWeb", "VIPERKit", "VIPERKitTesting", .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "FootballGatherWebTests",
            dependencies: [
                "ProgramSupport",
                "FootballGatherWeb", "FootballGatherWebHosting", "FootballGather", "FootballGatherAPI",
                "FootballGatherTestSupport", "VIPERKit", "VIPERKitWeb", "VIPERKitTesting", "VIPERKitWebTesting",
                "FootballGatherServer",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "FootballGatherCommandTests",
            dependencies: [
                "ProgramSupport",
                "footballgather", "FootballGatherTerminal", "FootballGatherWebHosting", "VIPERKit", "VIPERKitTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "VIPERGenTests",
            dependencies: [
                "VIPERGen", "VIPERKitTesting", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Golden"]
        ),

        // MARK: Currency Converter

        .target(
            name: "CurrencyConverter", dependencies: ["ProgramSupport", "VIPERKit"],
            resources: [.copy("Resources/rates.json")]
        ),
        .target(
            name: "CurrencyConverterTerminal",
            dependencies: ["ProgramSupport", "CurrencyConverter", "VIPERKit", "VIPERKitTerminal"]
        ),
        .target(
            name: "CurrencyConverterWeb",
            dependencies: [
                "CurrencyConverter", "VIPERKit", "VIPERKitWeb", .product(name: "Vapor", package: "vapor"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "currency-converter",
            dependencies: [
                "ProgramSupport",
                "CurrencyConverterTerminal", "CurrencyConverterWeb", "CurrencyConverter", "VIPERKit", "VIPERKitWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CurrencyConverterTests", dependencies: ["CurrencyConverter", "VIPERKit", "VIPERKitTesting"]
        ),
        .testTarget(
            name: "CurrencyConverterTerminalTests",
            dependencies: [
                "CurrencyConverterTerminal", "CurrencyConverter", "VIPERKit", "VIPERKitTerminal", "VIPERKitTesting",
                "VIPERKitTerminalTesting",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "CurrencyConverterWebTests",
            dependencies: [
                "CurrencyConverterWeb", "CurrencyConverter", "VIPERKit", "VIPERKitWeb", "VIPERKitTesting",
                "VIPERKitWebTesting",
                .product(name: "Vapor", package: "vapor"), .product(name: "VaporTesting", package: "vapor"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "CurrencyConverterCommandTests",
            dependencies: [
                "currency-converter", "CurrencyConverterTerminal", "CurrencyConverter", "VIPERKit", "VIPERKitWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: LiveNews

        .target(name: "LiveNews", dependencies: ["VIPERKit"], resources: [.copy("Resources")]),
        .target(name: "LiveNewsTerminal", dependencies: ["LiveNews", "VIPERKit", "VIPERKitTerminal"]),
        .target(
            name: "LiveNewsWeb",
            dependencies: ["LiveNews", "VIPERKit", "VIPERKitWeb", .product(name: "Vapor", package: "vapor")],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "livenews",
            dependencies: [
                "LiveNewsTerminal", "LiveNewsWeb", "LiveNews", "VIPERKit", "VIPERKitWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LiveNewsTests", dependencies: ["LiveNews", "VIPERKit", "VIPERKitTesting"]),
        .testTarget(
            name: "LiveNewsTerminalTests",
            dependencies: [
                "LiveNewsTerminal", "LiveNews", "VIPERKit", "VIPERKitTerminal", "VIPERKitTesting",
                "VIPERKitTerminalTesting",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "LiveNewsWebTests",
            dependencies: [
                "LiveNewsWeb", "LiveNews", "VIPERKit", "VIPERKitWeb", "VIPERKitTesting", "VIPERKitWebTesting",
                .product(name: "Vapor", package: "vapor"), .product(name: "VaporTesting", package: "vapor"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "LiveNewsCommandTests",
            dependencies: [
                "livenews", "LiveNewsTerminal", "LiveNews", "VIPERKit", "VIPERKitWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
