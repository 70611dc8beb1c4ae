import ArgumentParser
import Foundation

/// `viper init`: writes a commented `viper.yml` with defaults read from `Package.swift`, and the
/// template's scaffold files that are missing. An existing `viper.yml` is always kept.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented viper.yml for the package, with defaults read from Package.swift."
    )

    @OptionGroup var package: PackageOptions
    @OptionGroup var overrides: OverrideOptions

    @Flag(help: "Replace the template's scaffold files that already exist (viper.yml is never replaced).")
    var force = false

    func run() throws {
        let root = package.root
        let manifest = try PackageManifest.load(packageRoot: root)
        let url = root.appendingPathComponent(ViperConfiguration.fileName)
        let keeps = FileManager.default.fileExists(atPath: url.path)
        let found =
            keeps
            ? try ViperConfiguration.load(packageRoot: root) : try manifest.defaultConfiguration(packageRoot: root)
        let configuration = overrides.applied(to: found)
        let template = try ModuleTemplate.resolve(configuration.template, packageRoot: root)
        let scaffold = try ModuleRenderer(template: template).renderScaffold(
            settings: GenerationSettings(configuration))
        let console = Console.current
        if keeps {
            console.write(
                "Kept the existing \(ViperConfiguration.fileName) (viper init never replaces it; delete it to write a new one):"
            )
        } else {
            try FileWriter(root: root).apply([
                PlannedWrite(
                    file: GeneratedFile(path: ViperConfiguration.fileName, contents: configuration.fileContents),
                    action: .create)
            ])
            console.write("Wrote \(ViperConfiguration.fileName):")
        }
        console.write("  modules          \(configuration.modules)")
        console.write("  tests            \(configuration.tests)")
        console.write("  testable import  \(configuration.testableImport)")
        console.write("  template         \(configuration.template)")
        if !scaffold.isEmpty {
            try writeScaffold(scaffold, root: root, template: template.manifest.name)
        }
        checkTestTarget(of: configuration, in: manifest)
        console.write("Next: viper new <Name>")
    }

    /// Writes the template's scaffold files that do not exist yet; an existing file is kept, or
    /// replaced with `--force`.
    private func writeScaffold(_ files: [GeneratedFile], root: URL, template: String) throws {
        let writer = FileWriter(root: root)
        let plan = writer.plan(files, force: force)
        try writer.apply(plan)
        let console = Console.current
        let existing = force ? "existing files are replaced" : "existing files are kept"
        console.write("Scaffold of template \(template) (\(existing)):")
        for write in plan {
            let action = write.action == .skip ? "keep" : write.action.rawValue
            console.write("  \(action.padding(toLength: 10, withPad: " ", startingAt: 0))\(write.file.path)")
        }
    }

    /// Points out a missing test target, or a test target without the `VIPERKitTesting` dependency the
    /// generated tests import, with the exact entry to add to `Package.swift`.
    private func checkTestTarget(of configuration: ViperConfiguration, in manifest: PackageManifest) {
        let console = Console.current
        let testTarget = (configuration.tests as NSString).lastPathComponent
        let library = "VIPERKitTesting"
        guard let dependencies = manifest.dependencies(ofTestTarget: testTarget) else {
            console.write(
                "note: Package.swift has no test target \(testTarget); the generated tests need one that depends on \(configuration.testableImport) and \(library)."
            )
            return
        }
        guard !manifest.testTarget(testTarget, dependsOn: library) else { return }
        let entry = manifest.dependencyEntry(forProduct: library)
        if dependencies.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            && !manifest.hasDependenciesKey(ofTestTarget: testTarget)
        {
            console.write(
                "note: the test target \(testTarget) does not depend on \(library), which the generated tests import; add this argument to its .testTarget(name: \"\(testTarget)\", …) in Package.swift:"
            )
            console.write("            dependencies: [\"\(configuration.testableImport)\", \(entry)],")
        } else {
            console.write(
                "note: the test target \(testTarget) does not depend on \(library), which the generated tests import; add this line to its dependencies in Package.swift:"
            )
            console.write("                \(entry),")
        }
    }
}
