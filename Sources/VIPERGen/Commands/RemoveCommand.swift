import ArgumentParser
import Foundation

/// Where `viper remove` reads its yes/no answer: standard input, replaced by an answer in tests.
public enum ConfirmationInput {
    /// Reads one line, or `nil` at the end of the input.
    @TaskLocal public static var readLine: @Sendable () -> String? = { Swift.readLine() }
}

/// `viper remove <Name>`: deletes a module's files and what `viper new` added for it, after a confirmation, when no
/// other code uses it.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Deletes a module, its tests and the view factory members viper new added for it.",
        discussion: """
            Deletes <modules>/<Name>/, <tests>/<Name>/ and the module's front-end views, takes out the members \
            viper new added (make<Name>View() in the ViewFactory protocol and the front ends' view factories, \
            make<Name>(navigator:delegate:)) and forgets the module in \(ModuleRecords.path). It prints the plan, \
            naming the files that were edited, and asks for a y/N answer on standard input; --yes removes without \
            asking, and without an answer nothing is removed. It refuses, naming each place as path:line, while \
            code outside the module still uses one of its names (WeatherModule, makeWeather, WeatherDelegate, …).
            """
    )

    @Argument(help: "The module to remove.")
    var name: String

    @OptionGroup var package: PackageOptions

    @Flag(name: [.customShort("y"), .long], help: "Remove without asking.")
    var yes = false

    @Flag(help: "Print what would be removed, and remove nothing.")
    var dryRun = false

    func validate() throws {
        do {
            _ = try ModuleName(validating: name)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let root = package.root
        let configuration = try ViperConfiguration.load(packageRoot: root)
        let removal = try ModuleRemoval(
            name: try ModuleName(validating: name), packageRoot: root, configuration: configuration)
        let console = Console.current
        if !removal.uses.isEmpty {
            for use in removal.uses {
                console.writeError("\(use.path):\(use.line): uses \(removal.name) (\(use.token))")
            }
            let places = removal.uses.count == 1 ? "1 place" : "\(removal.uses.count) places"
            throw ViperError(
                "Cannot remove \(removal.name): code outside the module still uses it in \(places) (listed above). Change that code first; nothing was removed."
            )
        }
        let files = removal.files.count == 1 ? "1 file" : "\(removal.files.count) files"
        let found = removal.members.filter { $0.match != nil }.count
        let members = found == 0 ? "" : found == 1 ? " and 1 member" : " and \(found) members"
        console.write(
            dryRun
                ? "Dry run: viper remove \(removal.name) would delete \(files)\(members) (nothing was removed):"
                : "viper remove \(removal.name) deletes \(files)\(members):")
        for line in Self.lines(of: removal) { console.write(line) }
        if dryRun { return }
        if !yes {
            console.write("Remove module \(removal.name)? [y/N]")
            guard let answer = ConfirmationInput.readLine() else {
                throw ViperError(
                    "No answer on standard input: nothing was removed. Answer y, or pass --yes to remove without asking."
                )
            }
            guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                console.write("Kept module \(removal.name): nothing was removed.")
                return
            }
        }
        try removal.apply()
        console.write("Removed module \(removal.name).")
    }

    /// A line per file deleted, per member taken out and for the record.
    static func lines(of removal: ModuleRemoval) -> [String] {
        var lines: [String] = []
        for file in removal.files {
            let note =
                switch file.state {
                case .untouched, .outdated: ""
                case .edited: " (edited since viper new wrote it)"
                case .added: " (added by hand)"
                case .unrecorded: " (not recorded by viper new)"
                default: " (\(file.state.rawValue))"
                }
            lines.append("  delete    \(file.path)\(note)")
        }
        for member in removal.members {
            switch member.match {
            case .exact: lines.append("  take out  \(member.path): \(member.summary)")
            case .declaration: lines.append("  take out  \(member.path): \(member.summary) (edited since)")
            case nil: lines.append("  absent    \(member.path): \(member.summary) (not there; nothing to take out)")
            }
        }
        if removal.records != nil { lines.append("  forget    \(ModuleRecords.path): \(removal.name)") }
        let edited = removal.editedFiles.count
        if edited > 0 {
            lines.append(
                "note: \(edited == 1 ? "1 file is not as viper new wrote it" : "\(edited) files are not as viper new wrote them") (edited, added by hand or not recorded) and will be lost."
            )
        }
        return lines
    }
}
