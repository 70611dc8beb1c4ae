// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WeatherApp",
    platforms: [.macOS(.v14)],
    products: [.library(name: "WeatherApp", targets: ["WeatherApp"])],
    dependencies: [.package(path: "../FootballGather")],
    targets: [
        .target(name: "WeatherApp", dependencies: [.product(name: "VIPERKit", package: "FootballGather")]),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: ["WeatherApp", .product(name: "VIPERKitTesting", package: "FootballGather")]
        ),
    ]
)
