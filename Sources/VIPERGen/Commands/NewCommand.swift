import ArgumentParser
import Foundation

/// `viper new <Name>`: generates a module, its tests and its test doubles from a template.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generates a VIPER module with its tests and test doubles.",
        discussion: """
            Writes <modules>/<Name>/ (Contracts, Presenter, Interactor, Router, Module) and <tests>/<Name>/
            (a test file per layer and the test doubles), with the paths of viper.yml unless overridden.
            Both built-in templates also write the module's view in each front end viper.yml lists under
            frontEnds and add to that front end's view factory what shows it: make<Name>View() with factory (which
            adds it to the ViewFactory protocol too), make<Name>(navigator:delegate:) with module. A member already
            there is not added again.
            An existing file is never replaced without --force; nothing is written when a member cannot be added.
            The module's name, template, version, --param values and a digest of each file are recorded in
            \(ModuleRecords.path), which viper list reads, and a copy of the template's version in
            \(TemplateSnapshot.folder), which viper upgrade merges with.
            """
    )

    @Argument(help: "The module's name, a Swift type name such as Weather or PlayerDetail.")
    var name: String

    @OptionGroup var package: PackageOptions
    @OptionGroup var overrides: OverrideOptions

    @Option(name: .customLong("param"), help: "A template parameter as key=value; repeat for several.")
    var parameters: [String] = []

    @Flag(help: "Print the files that would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite files that already exist, and regenerate an existing module.")
    var force = false

    func validate() throws {
        do {
            _ = try ModuleName(validating: name)
        } catch {
            throw ValidationError(error.message)
        }
        _ = try parsedParameters()
    }

    /// The `--param` values as a dictionary.
    func parsedParameters() throws -> [String: String] {
        var values: [String: String] = [:]
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--param '\(parameter)' must have the form key=value.")
            }
            guard values[String(parts[0])] == nil else {
                throw ValidationError("--param \(parts[0]) is given twice.")
            }
            values[String(parts[0])] = String(parts[1])
        }
        return values
    }

    func run() throws {
        let moduleName = try ModuleName(validating: name)
        let root = package.root
        let configuration = overrides.applied(to: try ViperConfiguration.load(packageRoot: root))
        let template = try ModuleTemplate.resolve(configuration.template, packageRoot: root)
        let folder = PathCheck.normalized(configuration.modules) + "/" + moduleName.rawValue
        if !force, Self.holdsSwiftFiles(root.appendingPathComponent(folder)) {
            throw ViperError(
                "Module \(moduleName) already exists in \(folder). Pick another name, or pass --force to write its files again (replacing them)."
            )
        }
        let renderer = ModuleRenderer(template: template)
        let settings = GenerationSettings(configuration)
        let parameters = try parsedParameters()
        let files = try renderer.render(name: moduleName, settings: settings, parameters: parameters)
        let insertions = try renderer.insertions(name: moduleName, settings: settings, parameters: parameters)
        let next = try renderer.nextStep(name: moduleName, settings: settings, parameters: parameters)
        let writer = FileWriter(root: root)
        // Every insertion is checked before any file is written.
        let edits = try writer.plan(insertions)
        let plan = writer.plan(files, force: force)
        if !dryRun {
            var records = try ModuleRecords.load(packageRoot: root)
            try writer.apply(plan)
            try writer.apply(edits)
            try TemplateSnapshot.write(template, packageRoot: root)
            records.record(
                ModuleRecord(
                    name: moduleName.rawValue, template: template.manifest.name, version: template.manifest.version,
                    source: configuration.template, parameters: parameters, files: files.map(ModuleRecord.File.init)))
            try records.write(packageRoot: root)
        }
        report(plan, edits: edits.edits, module: moduleName, template: template.manifest)
        let unsupported = renderer.unsupportedFrontEndKinds(in: settings)
        if !unsupported.isEmpty {
            let kinds = template.manifest.frontEnds.map(\.kind)
            let has = kinds.isEmpty ? "it has none" : "it has: \(kinds.joined(separator: ", "))"
            Console.current.writeError(
                "warning: template \(template.manifest.name) has no view for the front ends of kind \(unsupported.joined(separator: ", ")) in \(ViperConfiguration.fileName) (\(has)); write those views by hand."
            )
        }
        if !next.isEmpty { Console.current.write("Next: \(next)") }
    }

    private func report(
        _ plan: [PlannedWrite], edits: [PlannedEdit], module: ModuleName, template: TemplateManifest
    ) {
        let console = Console.current
        let written = plan.filter { $0.action == .create || $0.action == .overwrite }.count
        if dryRun {
            let inserted = edits.filter { $0.action == .insert }.count
            let noun = edits.count == 1 ? "member" : "members"
            let members = edits.isEmpty ? "" : " and add \(inserted) of \(edits.count) \(noun)"
            console.write(
                "Dry run: viper new \(module) would write \(written) of \(plan.count) files\(members) (nothing was written):"
            )
        } else {
            console.write("Generated module \(module) with template \(template.name) \(template.version):")
        }
        for write in plan {
            let action = write.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            console.write("  \(action)\(write.file.path)")
        }
        for edit in edits {
            let action = edit.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            console.write("  \(action)\(edit.insertion.path): \(edit.insertion.summary)")
        }
        let skipped = plan.filter { $0.action == .skip }.map(\.file.path)
        if !skipped.isEmpty {
            let files = skipped.count == 1 ? "1 existing file" : "\(skipped.count) existing files"
            let verb = dryRun ? "Would skip" : "Skipped"
            console.writeError(
                "warning: \(verb) \(files) (pass --force to overwrite): \(skipped.joined(separator: ", "))")
        }
    }

    private static func holdsSwiftFiles(_ folder: URL) -> Bool {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.contains { $0.hasSuffix(".swift") }
    }
}
