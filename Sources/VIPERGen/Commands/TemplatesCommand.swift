import ArgumentParser

/// `viper templates`: lists the templates `viper new` can use.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Lists the built-in templates and the one viper.yml names."
    )

    @OptionGroup var package: PackageOptions

    func run() throws {
        var templates = try ModuleTemplate.builtIns()
        let chosen =
            (try? ViperConfiguration.load(packageRoot: package.root))?.template ?? ViperConfiguration.defaultTemplate
        if !templates.contains(where: { $0.manifest.name == chosen }),
            let custom = try? ModuleTemplate.resolve(chosen, packageRoot: package.root)
        {
            templates.append(custom)
        }
        let console = Console.current
        for template in templates {
            let manifest = template.manifest
            let origin = template.isBuiltIn ? "built-in" : template.directory.path
            let isChosen = manifest.name == chosen || (!template.isBuiltIn)
            console.write("\(manifest.name) \(manifest.version) (\(origin)\(isChosen ? ", used by viper new" : ""))")
            if !manifest.description.isEmpty { console.write("  \(manifest.description)") }
            console.write("  files: \(manifest.files.count)")
            if !manifest.scaffold.isEmpty {
                console.write("  scaffold (written by viper init): \(manifest.scaffold.count)")
            }
            if !manifest.frontEnds.isEmpty {
                let kinds = manifest.frontEnds.map(\.kind).joined(separator: ", ")
                console.write("  front-end views (for the frontEnds of viper.yml): \(kinds)")
            }
            for parameter in manifest.parameters {
                let fallback = parameter.defaultValue.isEmpty ? "" : " (default: \(parameter.defaultValue))"
                console.write("  --param \(parameter.name)=…  \(parameter.description)\(fallback)")
            }
        }
    }
}
