import Foundation

/// Everything of one module in a package, as `viper rename` and `viper remove` see it: its files with their
/// `viper list` states, what its template writes for it now, and the members `viper new` added for it to files
/// outside it (view factories, the ViewFactory protocol).
struct ModuleFootprint {
    /// The package's root folder.
    let packageRoot: URL
    /// The module's name.
    let name: ModuleName
    /// What `viper new` recorded, or `nil` for a module it did not write.
    let record: ModuleRecord?
    /// The module's files as `viper list` shows them (missing ones too).
    let files: [ModuleListing.File]
    /// The files the template that wrote the module writes for it, in the template's order: the template's version
    /// the record names when the package keeps a snapshot of it (`.viper/templates`), else the template as it is now;
    /// `nil` when there is no record or the template cannot be rendered.
    let rendered: [GeneratedFile]?
    /// The members that template adds to other files for the module (empty when the template is unknown).
    let insertions: [MemberInsertion]
    /// The template of ``rendered``, when it could be rendered.
    let renderer: ModuleRenderer?
    /// Where the module's files go and the package's front ends.
    let settings: GenerationSettings
    /// Why the template could not be rendered, for the plan; `nil` when it was.
    let note: String?
    /// The package's other modules, by name.
    let otherModules: [String]

    /// The module `name` of the package at `packageRoot`.
    /// - Throws: ``ViperError`` when the package has no such module.
    static func load(
        _ name: ModuleName, packageRoot: URL, configuration: ViperConfiguration, records: ModuleRecords
    ) throws(ViperError) -> ModuleFootprint {
        let listing = ModuleInventory(packageRoot: packageRoot, configuration: configuration, records: records)
            .listing()
        guard let module = listing.modules.first(where: { $0.name == name.rawValue }) else {
            throw ViperError(
                "No module \(name) in this package: it is neither recorded in \(ModuleRecords.path) nor a folder in \(PathCheck.normalized(configuration.modules)). viper list shows the modules."
            )
        }
        let record = records[name.rawValue]
        var rendered: [GeneratedFile]?
        var insertions: [MemberInsertion] = []
        var note: String?
        var found: ModuleRenderer?
        let settings = GenerationSettings(configuration)
        if let record {
            do {
                var template = try ModuleTemplate.resolve(record.source, packageRoot: packageRoot)
                // A module written by an older version is compared with that version, when the package keeps it.
                if template.manifest.version != record.version,
                    let snapshot = try? TemplateSnapshot(name: record.template, version: record.version).load(
                        packageRoot: packageRoot)
                {
                    template = snapshot
                }
                let renderer = ModuleRenderer(template: template)
                rendered = try renderer.render(name: name, settings: settings, parameters: record.parameters)
                insertions = try renderer.insertions(name: name, settings: settings, parameters: record.parameters)
                found = renderer
            } catch {
                note = "template \(record.source) cannot be rendered now (\(error.message))"
            }
        }
        var files = module.files
        let known = Set(files.map(\.path))
        let others = listing.modules.map(\.name).filter { $0 != name.rawValue }
        for path in frontEndFiles(of: name, besides: others, packageRoot: packageRoot, configuration: configuration)
        where !known.contains(path) {
            files.append(ModuleListing.File(path: path, state: .added))
        }
        return ModuleFootprint(
            packageRoot: packageRoot, name: name, record: record, files: files, rendered: rendered,
            insertions: insertions, renderer: found, settings: settings, note: note, otherModules: others)
    }

    /// The files in the front ends' views folders whose names start with the module's name as a word
    /// (`WeatherTerminalView.swift`, `WeatherWebView+Rows.swift`, not `WeathersView.swift`), sorted; those of
    /// another module whose name starts with it (`WeatherDetailTerminalView.swift`) are left out.
    private static func frontEndFiles(
        of name: ModuleName, besides others: [String], packageRoot: URL, configuration: ViperConfiguration
    ) -> [String] {
        func starts(_ fileName: String, with module: String) -> Bool {
            guard fileName.hasPrefix(module), let next = fileName.dropFirst(module.count).first else { return false }
            return next.isUppercase || next == "+" || next == "."
        }
        var paths: [String] = []
        for frontEnd in configuration.frontEnds {
            let folder = PathCheck.normalized(frontEnd.views)
            let url = packageRoot.appendingPathComponent(folder)
            for path in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
                let fileName = (path as NSString).lastPathComponent
                guard fileName.hasSuffix(".swift"), starts(fileName, with: name.rawValue),
                    !others.contains(where: { $0.count > name.rawValue.count && starts(fileName, with: $0) })
                else { continue }
                paths.append(folder + "/" + path)
            }
        }
        return paths.sorted()
    }

    /// The paths of the module's files that are on disk.
    var presentPaths: [String] {
        files.filter { $0.state != .missing }.map(\.path)
    }

    /// The text of the file at `path`, or `nil` when it cannot be read as UTF-8.
    func text(of path: String) -> String? {
        try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names the module declares in its own files and in its members elsewhere that mention its name:
    /// `WeatherPresenter`, `WeatherDelegate`, `weatherDidClose`, `makeWeatherView`, …
    func declaredNames(mentioning rewrite: IdentifierRewrite) -> Set<String> {
        var texts = presentPaths.compactMap(text(of:))
        texts += insertions.map(\.member)
        var names = Set<String>()
        for text in texts {
            for occurrence in SwiftDeclarations.names(in: text) where rewrite.mentionsOldName(occurrence.token) {
                names.insert(occurrence.token)
            }
        }
        return names
    }
}

/// The Swift files of a package, relative to its root: every `.swift` file outside hidden folders (`.build`,
/// `.git`, `.viper`), sorted, but the manifest (`Package.swift`, `Package@swift-6.0.swift`).
enum PackageSwiftFiles {
    static func paths(in root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let last = (path as NSString).lastPathComponent
            if last.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let isManifest = !path.contains("/") && (path == "Package.swift" || path.hasPrefix("Package@swift"))
            if path.hasSuffix(".swift"), !isManifest { paths.append(path) }
        }
        return paths.sorted()
    }
}

/// The names of the package's Swift modules, which a rename never touches: the targets `Package.swift` names, the
/// module the tests import, the front ends' targets and every module a Swift file imports (`WeatherApp` stays when
/// `Weather` is renamed).
enum PackageModuleNames {
    static func names(packageRoot: URL, configuration: ViperConfiguration, texts: [String]) -> Set<String> {
        var names: Set<String> = [configuration.testableImport]
        names.formUnion(configuration.frontEnds.map(\.target).filter { !$0.isEmpty })
        let manifest = (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8))
        for line in SwiftSource(manifest ?? "", keepingStrings: true).lines {
            var rest = Substring(line)
            while let range = rest.range(of: #"name:\s*""#, options: .regularExpression) {
                rest = rest[range.upperBound...]
                names.insert(String(rest.prefix { IdentifierRewrite.isWordCharacter($0) }))
            }
        }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        for text in texts {
            for line in SwiftSource(text).lines {
                let tokens = IdentifierRewrite.tokens(of: line)
                guard let position = tokens.firstIndex(of: "import"), position + 1 < tokens.count else { continue }
                let next = tokens[position + 1]
                if kinds.contains(next), position + 2 < tokens.count {
                    names.insert(tokens[position + 2])
                } else {
                    names.insert(next)
                }
            }
        }
        return names
    }
}
