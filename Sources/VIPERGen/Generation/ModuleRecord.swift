/// What `viper new` wrote for one module: the template and its version, the parameters given, and a digest of
/// each file as written. `viper list` compares the package's files with it.
public struct ModuleRecord: Equatable, Sendable {
    /// One file the template wrote, with the SHA-256 of the text it wrote.
    public struct File: Equatable, Sendable {
        /// Relative to the package root.
        public var path: String
        /// 64 lowercase hex digits.
        public var sha256: String

        public init(path: String, sha256: String) {
            self.path = path
            self.sha256 = sha256
        }

        /// The record of `file`, written as it is.
        public init(_ file: GeneratedFile) {
            self.init(path: file.path, sha256: SHA256.hex(of: file.contents))
        }
    }

    /// The module's name.
    public var name: String
    /// The template's name, from its manifest.
    public var template: String
    /// The template's version when it wrote the module.
    public var version: String
    /// How `viper new` found the template: a built-in template's name or a folder's path, as `viper.yml` or
    /// `--template` gave it.
    public var source: String
    /// The `--param` values given; the others took their defaults.
    public var parameters: [String: String]
    /// Every file the template wrote for the module (a file `viper new` kept because it existed is recorded with
    /// the text the template would have written).
    public var files: [File]

    public init(
        name: String, template: String, version: String, source: String, parameters: [String: String] = [:],
        files: [File]
    ) {
        self.name = name
        self.template = template
        self.version = version
        self.source = source
        self.parameters = parameters
        self.files = files
    }
}

/// The modules `viper new` wrote in a package, kept in ``path`` at the package root, sorted by name.
public struct ModuleRecords: Equatable, Sendable {
    /// The file's path, relative to the package root.
    public static let path = ".viper/modules.yml"

    public private(set) var modules: [ModuleRecord]

    public init(modules: [ModuleRecord] = []) {
        self.modules = modules.sorted { $0.name < $1.name }
    }

    /// The record of the module `name`, if `viper new` wrote it.
    public subscript(name: String) -> ModuleRecord? {
        modules.first { $0.name == name }
    }

    /// Adds `module`, replacing an earlier record of the same name (`viper new --force`).
    public mutating func record(_ module: ModuleRecord) {
        modules.removeAll { $0.name == module.name }
        modules.append(module)
        modules.sort { $0.name < $1.name }
    }

    /// Forgets the module `name` (`viper remove`, `viper rename`); nothing happens when it is not recorded.
    public mutating func remove(named name: String) {
        modules.removeAll { $0.name == name }
    }
}
