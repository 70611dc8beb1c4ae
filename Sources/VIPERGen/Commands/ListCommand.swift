import ArgumentParser
import Foundation

/// `viper list`: the package's modules, the template that wrote each, and which files are still as it writes them.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the package's modules, the template that wrote each, and which files are still as written.",
        discussion: """
            Lists the modules viper new recorded in \(ModuleRecords.path) and the folders under the modules \
            folder of viper.yml, by name, each with its template, that template's version and its files by path. \
            Each file viper new wrote is compared with what the template writes for the module now (rendered in \
            memory; nothing is written):
              untouched   what the template writes for the module now
              outdated    as viper new wrote it; the template now writes something else
              edited      changed since viper new wrote it
              missing     written by viper new, no longer there
              added       in the module's or its tests' folder, not written by viper new
              unrecorded  in a module viper new has no record of: template unknown
              unreadable  cannot be read (a link to nothing, no permission)
            A module written by an older version of its template names both versions. Exits with 0 whatever \
            the files' states.
            """
    )

    /// How the listing is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var package: PackageOptions

    @Option(help: "text for people, json for programs (the fields of every module and file).")
    var format = Format.text

    func run() throws {
        let root = package.root
        let configuration = try ViperConfiguration.load(packageRoot: root)
        let console = Console.current
        var records = ModuleRecords()
        do {
            records = try ModuleRecords.load(packageRoot: root)
        } catch {
            console.writeError("warning: \(error.message) Listing every module as unrecorded.")
        }
        let listing = ModuleInventory(packageRoot: root, configuration: configuration, records: records).listing()
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(listing)
            console.write(String(decoding: data, as: UTF8.self))
        case .text:
            for line in Self.lines(of: listing, modulesFolder: PathCheck.normalized(configuration.modules)) {
                console.write(line)
            }
        }
    }

    /// The listing for people: a heading per module, a line per file, then a summary.
    static func lines(of listing: ModuleListing, modulesFolder: String) -> [String] {
        guard !listing.modules.isEmpty else {
            return ["viper list: no modules in \(modulesFolder) yet; viper new <Name> writes one."]
        }
        var lines: [String] = []
        for module in listing.modules {
            lines.append("\(module.name): \(heading(of: module))")
            if let note = module.note { lines.append("  note: \(note)") }
            if module.files.isEmpty { lines.append("  (no files)") }
            for file in module.files {
                let state = file.state.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                lines.append("  \(state)\(file.path)\(file.note.map { " (\($0))" } ?? "")")
            }
        }
        lines.append(summary(of: listing))
        return lines
    }

    private static func heading(of module: ModuleListing.Module) -> String {
        guard module.recorded, let version = module.version else {
            return "template unknown (not recorded by viper new)"
        }
        guard let current = module.currentVersion, current != version else {
            return "template \(module.template) \(version)"
        }
        return "written by template \(module.template) \(version); now \(current)"
    }

    private static func summary(of listing: ModuleListing) -> String {
        let modules = listing.modules.count == 1 ? "1 module" : "\(listing.modules.count) modules"
        let unrecorded = listing.modules.filter { !$0.recorded }.count
        let unknown = unrecorded == 0 ? "" : " (\(unrecorded) not recorded by viper new)"
        let files = listing.modules.flatMap(\.files)
        let counts = ModuleListing.FileState.allCases.compactMap { state in
            let count = files.filter { $0.state == state }.count
            return count == 0 ? nil : "\(count) \(state.rawValue)"
        }
        let fileCount = files.count == 1 ? "1 file" : "\(files.count) files"
        let states = counts.isEmpty ? "" : ": " + counts.joined(separator: ", ")
        return "viper list: \(modules)\(unknown), \(fileCount)\(states)."
    }
}
