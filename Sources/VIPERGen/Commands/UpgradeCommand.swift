import ArgumentParser
import Foundation

/// `viper upgrade [<Name>]`: applies the current version of their template to modules an older version wrote,
/// merging in the edits made since.
struct UpgradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Applies a newer version of their template to modules, keeping the edits made since.",
        discussion: """
            Renders each module again with the current version of its template (the one \(ModuleRecords.path) \
            names) and merges line by line with the file as it is and what the old version wrote, rendered from \
            the snapshot viper new keeps in \(TemplateSnapshot.folder)/<template>/<version>:
              update      untouched since written: replaced by the template's new text
              merge       edited away from the template's changes: both kept
              conflict    edited where the template changed too
              create      a file the new version adds
              remove      a file the new version no longer writes, if untouched (else kept)
              insert      a member the new version adds to a file that exists
            A module with a conflict is left as it is (nothing of it is written) and the command exits with 1; \
            --force writes its conflicted files with markers (<<<<<<< yours, =======, >>>>>>> template <name> \
            <version>) for you to resolve, and upgrades it. A module written before snapshots were kept has no \
            old text to merge with: its untouched files are replaced, edited ones the template did not change are \
            kept, and each other edited file is one whole conflict. \
            The record then names the new version and the digests of its text, so viper list tells untouched \
            from edited again. Without a name, every module written by an older version of its template is \
            upgraded.
            """
    )

    @Argument(help: "The module to upgrade; without it, every module an older version of its template wrote.")
    var name: String?

    @OptionGroup var package: PackageOptions

    @Flag(help: "Print what would be done, and write nothing.")
    var dryRun = false

    @Flag(help: "Write files with conflicts, conflict markers and all, and upgrade their modules.")
    var force = false

    @Option(
        name: .customLong("conflict-style"),
        help: "merge: your lines and the template's between markers; diff3: the old template's lines too.")
    var conflictStyle = ThreeWayMerge.ConflictStyle.merge

    func run() throws {
        let root = package.root
        let configuration = try ViperConfiguration.load(packageRoot: root)
        var records = try ModuleRecords.load(packageRoot: root)
        let console = Console.current
        let targets = try modules(in: records)
        guard !targets.isEmpty else {
            console.write(
                "viper upgrade: \(ModuleRecords.path) records no modules yet; viper new <Name> records each module it writes."
            )
            return
        }
        var templates: [String: Result<ModuleTemplate, ViperError>] = [:]
        var tally = Tally()
        for record in targets {
            let template =
                templates[record.source]
                ?? Result { () throws(ViperError) in try ModuleTemplate.resolve(record.source, packageRoot: root) }
            templates[record.source] = template
            do {
                try upgrade(record, with: try template.get(), in: &records, configuration: configuration, tally: &tally)
            } catch {
                console.writeError("error: module \(record.name) was not upgraded: \(error.message)")
                tally.failed += 1
            }
        }
        if name == nil { console.write(tally.summary(dryRun: dryRun)) }
        if tally.blocked + tally.failed > 0 { throw ExitCode.failure }
    }

    /// The records to upgrade: the one named, or all.
    private func modules(in records: ModuleRecords) throws(ViperError) -> [ModuleRecord] {
        guard let name else { return records.modules }
        guard let record = records[name] else {
            let known =
                records.modules.isEmpty
                ? "it records no modules yet"
                : "it records \(records.modules.map(\.name).joined(separator: ", "))"
            throw ViperError(
                "No module named \(name) in \(ModuleRecords.path) (\(known)); viper upgrade upgrades the modules viper new recorded."
            )
        }
        return [record]
    }

    /// Upgrades one module, or says why not, and records it when it was upgraded.
    private func upgrade(
        _ record: ModuleRecord, with template: ModuleTemplate, in records: inout ModuleRecords,
        configuration: ViperConfiguration, tally: inout Tally
    ) throws(ViperError) {
        let console = Console.current
        let manifest = template.manifest
        guard manifest.name == record.template else {
            throw ViperError(
                "template \(record.template) wrote it, and \(record.source) is now template \(manifest.name); viper upgrade applies newer versions of the same template only."
            )
        }
        guard TemplateVersion.isOlder(record.version, than: manifest.version) else {
            if TemplateVersion.isOlder(manifest.version, than: record.version) {
                console.write(
                    "Module \(record.name) was written by template \(record.template) \(record.version), newer than \(manifest.version) at \(record.source); left as it is."
                )
            } else {
                console.write("Module \(record.name) is already at template \(manifest.name) \(manifest.version).")
            }
            tally.current += 1
            return
        }
        let root = package.root
        let plan = try ModuleUpgrade.plan(
            record, to: template, settings: GenerationSettings(configuration), packageRoot: root, style: conflictStyle)
        let blocked = !plan.unreadable.isEmpty || (!force && !plan.conflicted.isEmpty)
        if !dryRun, !blocked {
            try plan.apply(to: root, template: template, force: force)
            records.record(plan.upgradedRecord)
            try records.write(packageRoot: root)
        }
        for line in lines(of: plan, blocked: blocked) { console.write(line) }
        if blocked {
            tally.blocked += 1
            console.writeError(refusal(of: plan))
        } else {
            tally.upgraded += 1
            if !plan.conflicted.isEmpty {
                let verb = dryRun ? "would be written" : "written"
                console.writeError(
                    "warning: conflict markers \(verb) in \(count(plan.conflicted.count, "file")) of module \(record.name); resolve them by hand: \(plan.conflicted.map(\.path).joined(separator: ", "))."
                )
            }
        }
    }

    /// The heading, then a line per file that changes, then how many do not.
    func lines(of plan: ModuleUpgrade, blocked: Bool) -> [String] {
        let record = plan.record
        let versions = "from template \(record.template) \(record.version) to \(plan.version)"
        let heading =
            switch (dryRun, blocked) {
            case (false, false): "Upgraded module \(record.name) \(versions):"
            case (false, true): "Module \(record.name) not upgraded \(versions) (nothing was written):"
            case (true, false):
                "Dry run: viper upgrade would upgrade module \(record.name) \(versions) (nothing was written):"
            case (true, true): "Dry run: module \(record.name) would not be upgraded \(versions) (nothing was written):"
            }
        var lines = [heading]
        for file in plan.files where file.action != .unchanged {
            var note = file.note
            if file.action == .conflict {
                let written = dryRun ? "would be written" : "written"
                let marked: String? =
                    switch (force && !blocked, file.conflicts > 0) {
                    case (true, true): "\(written) with markers"
                    case (true, false): "the template's text \(written)"
                    case (false, true): nil
                    case (false, false): "--force writes the template's text"
                    }
                if let marked { note = note.map { "\($0); \(marked)" } ?? marked }
            }
            let action = (file.action.rawValue + " ").padding(
                toLength: max(10, file.action.rawValue.count + 1), withPad: " ", startingAt: 0)
            lines.append("  \(action)\(file.path)\(note.map { " (\($0))" } ?? "")")
        }
        for edit in plan.edits.edits where edit.action == .insert {
            lines.append("  insert    \(edit.insertion.path): \(edit.insertion.summary)")
        }
        let unchanged = plan.files.filter { $0.action == .unchanged }.count
        if unchanged > 0 { lines.append("  unchanged \(count(unchanged, "other file"))") }
        return lines
    }

    /// Why a module was not upgraded, and what to do.
    private func refusal(of plan: ModuleUpgrade) -> String {
        let module = "module \(plan.record.name)"
        if !plan.unreadable.isEmpty {
            let files = plan.unreadable.map { "\($0.path) (\($0.note ?? "unreadable"))" }.joined(separator: ", ")
            return
                "error: \(module) was not upgraded: \(files) cannot be read as text; move it away or fix it, then run viper upgrade again."
        }
        let files = plan.conflicted.map(\.path).joined(separator: ", ")
        let verb = dryRun ? "would not be" : "was not"
        return
            "error: \(module) \(verb) upgraded: \(count(plan.conflicted.count, "file")) \(plan.conflicted.count == 1 ? "has" : "have") edits where the template changed too (\(files)). Nothing of it was written: pass --force to write those files with conflict markers and upgrade it, then resolve the markers by hand."
    }

    private func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// How the modules went.
    private struct Tally {
        var upgraded = 0
        var current = 0
        var blocked = 0
        var failed = 0

        func summary(dryRun: Bool) -> String {
            let total = upgraded + current + blocked + failed
            var parts = ["\(upgraded) \(dryRun ? "would be upgraded" : "upgraded")"]
            if current > 0 { parts.append("\(current) already current") }
            if blocked > 0 { parts.append("\(blocked) not upgraded for conflicts") }
            if failed > 0 { parts.append("\(failed) failed") }
            let modules = total == 1 ? "1 module" : "\(total) modules"
            return "viper upgrade: \(modules): \(parts.joined(separator: ", "))."
        }
    }
}

extension ThreeWayMerge.ConflictStyle: ExpressibleByArgument {}
