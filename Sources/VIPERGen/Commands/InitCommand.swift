import ArgumentParser
import Foundation

/// `viper init`: writes a commented `viper.yml` with defaults read from `Package.swift`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented viper.yml for the package, with defaults read from Package.swift."
    )

    @OptionGroup var package: PackageOptions
    @OptionGroup var overrides: OverrideOptions

    @Flag(help: "Replace an existing viper.yml.")
    var force = false

    func run() throws {
        let root = package.root
        let manifest = try PackageManifest.load(packageRoot: root)
        let configuration = overrides.applied(to: try manifest.defaultConfiguration(packageRoot: root))
        _ = try ModuleTemplate.resolve(configuration.template, packageRoot: root)
        let url = root.appendingPathComponent(ViperConfiguration.fileName)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw ViperError("\(ViperConfiguration.fileName) already exists; pass --force to replace it.")
        }
        try FileWriter(root: root).apply([
            PlannedWrite(
                file: GeneratedFile(path: ViperConfiguration.fileName, contents: configuration.fileContents),
                action: .create)
        ])

        let console = Console.current
        console.write("Wrote \(ViperConfiguration.fileName):")
        console.write("  modules          \(configuration.modules)")
        console.write("  tests            \(configuration.tests)")
        console.write("  testable import  \(configuration.testableImport)")
        console.write("  template         \(configuration.template)")
        let testTarget = (configuration.tests as NSString).lastPathComponent
        if !manifest.hasTestTarget(named: testTarget) {
            console.write(
                "note: Package.swift has no test target \(testTarget); the generated tests need one that depends on \(configuration.testableImport) and VIPERKitTesting."
            )
        }
        console.write("Next: viper new <Name>")
    }
}
