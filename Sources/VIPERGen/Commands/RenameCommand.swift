import ArgumentParser
import Foundation

/// `viper rename <Old> <New>`: renames a module's files, types, tests and test doubles, the members `viper new`
/// added for it, the other code that uses it, and its record.
struct RenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract:
            "Renames a module: its files, types, tests, test doubles, view factory members and the code using it.",
        discussion: """
            Moves <modules>/<Old>/, <tests>/<Old>/ and the module's front-end views to their new names and replaces \
            <Old> as a whole word in every name (OldPresenter, RecordingOldView, makeOldView, oldDidClose, the \
            "Old" title, the "old" address). A file still as the template writes it becomes exactly what \
            viper new <New> writes; an edited file keeps its edits. In the rest of the package the names the \
            module declares are renamed (its types, make<Old>(…) and make<Old>View() in the view factories); \
            other mentions of <Old> are left as they are and listed. The record in \(ModuleRecords.path) follows, \
            so viper list shows the same states afterwards. A new name that is taken, or not a Swift type name, is \
            refused and nothing is written; --dry-run prints the plan.
            """
    )

    @Argument(help: "The module's name now.")
    var old: String

    @Argument(help: "The module's new name, a Swift type name such as Forecast.")
    var new: String

    @OptionGroup var package: PackageOptions

    @Flag(help: "Print what would be moved and changed, and write nothing.")
    var dryRun = false

    func validate() throws {
        do {
            _ = try ModuleName(validating: old)
            _ = try ModuleName(validating: new)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let root = package.root
        let configuration = try ViperConfiguration.load(packageRoot: root)
        let rename = try ModuleRename(
            old: try ModuleName(validating: old), new: try ModuleName(validating: new), packageRoot: root,
            configuration: configuration)
        let console = Console.current
        let moved = rename.moves.filter { $0.state != .missing }.count
        let others = rename.changes.count == 1 ? "1 other file" : "\(rename.changes.count) other files"
        if dryRun {
            console.write(
                "Dry run: viper rename \(rename.old) \(rename.new) would move \(moved) files and change \(others) (nothing was written):"
            )
        } else {
            try rename.apply()
            console.write("Renamed module \(rename.old) to \(rename.new): moved \(moved) files, changed \(others):")
        }
        for line in Self.lines(of: rename) { console.write(line) }
        if let note = rename.note { console.write("note: \(note); every file was renamed word by word.") }
        if !rename.kept.isEmpty {
            console.writeError(
                "warning: \(rename.kept.count == 1 ? "1 mention" : "\(rename.kept.count) mentions") of \(rename.old) \(dryRun ? "would be" : "were") left as they are: not names the module declares (rename them by hand if they belong to it):"
            )
            for use in rename.kept { console.writeError("  \(use.described)") }
        }
    }

    /// A line per file moved, per file changed and for the record.
    static func lines(of rename: ModuleRename) -> [String] {
        var lines: [String] = []
        for move in rename.moves {
            let note: String
            switch move.state {
            case .untouched: note = ""
            case .edited: note = " (edited: edits kept)"
            case .missing: note = " (missing: only its record is renamed)"
            case .outdated: note = " (as an older template version wrote it)"
            case .added: note = " (not written by viper new)"
            case .unrecorded: note = " (not recorded by viper new)"
            default: note = " (\(move.state.rawValue))"
            }
            lines.append("  move      \(move.from) -> \(move.to)\(note)")
        }
        for change in rename.changes {
            lines.append("  change    \(change.path): \(change.names.joined(separator: ", "))")
        }
        if rename.records != nil {
            lines.append("  record    \(ModuleRecords.path): \(rename.old) -> \(rename.new)")
        }
        return lines
    }
}
