# shellcheck shell=bash
# Shared by scripts/viper-demo.sh and scripts/viper-plugin-check.sh: a throwaway package that uses
# VIPERKit from a checkout of this repository by path.
# write_weather_manifest REPO FOLDER: writes FOLDER/Package.swift of the package WeatherApp (a library
# target on VIPERKit, a test target on VIPERKitTesting) depending on the checkout at REPO.
write_weather_manifest() {
  local repo=$1 folder=$2
  local identity
  identity="$(basename "$repo")"
  cat >"$folder/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WeatherApp",
    platforms: [.macOS(.v14)],
    products: [.library(name: "WeatherApp", targets: ["WeatherApp"])],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "WeatherApp", dependencies: [.product(name: "VIPERKit", package: "$identity")]),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: ["WeatherApp", .product(name: "VIPERKitTesting", package: "$identity")]
        ),
    ]
)
MANIFEST
}
