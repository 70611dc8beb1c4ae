/// What `viper list` reports: every module of the package, with the template that wrote it and the state of each
/// of its files. `viper list --format json` prints it as JSON, in this shape.
public struct ModuleListing: Codable, Equatable, Sendable {
    /// How a file compares with what the template writes.
    public enum FileState: String, Codable, CaseIterable, Sendable {
        /// The same text the template writes now for the module.
        case untouched
        /// Still as `viper new` wrote it, but the template (or viper.yml) now writes something else.
        case outdated
        /// Changed since `viper new` wrote it.
        case edited
        /// Written by `viper new`, and no longer there.
        case missing
        /// In the module's folder or its tests folder, but not written by `viper new`.
        case added
        /// A file of a module `viper new` has no record of: its template is unknown.
        case unrecorded
        /// A file that cannot be read (a dangling link, no permission).
        case unreadable
    }

    /// One file of a module.
    public struct File: Codable, Equatable, Sendable {
        /// Relative to the package root.
        public var path: String
        public var state: FileState
        /// What else there is to say, such as "not UTF-8 text".
        public var note: String?

        public init(path: String, state: FileState, note: String? = nil) {
            self.path = path
            self.state = state
            self.note = note
        }
    }

    /// One module: a folder under the modules folder of viper.yml, or a module `viper new` recorded.
    public struct Module: Codable, Equatable, Sendable {
        public var name: String
        /// Whether `viper new` recorded writing it (in `.viper/modules.yml`).
        public var recorded: Bool
        /// The template that wrote it, or `unknown`.
        public var template: String
        /// The template's version when it wrote the module; `nil` when not recorded.
        public var version: String?
        /// The template's version now; `nil` when not recorded or when the template cannot be found.
        public var currentVersion: String?
        /// Why files could be compared only with what was written, or that the module folder is unreadable.
        public var note: String?
        /// Sorted by path.
        public var files: [File]

        public init(
            name: String, recorded: Bool, template: String, version: String? = nil, currentVersion: String? = nil,
            note: String? = nil, files: [File]
        ) {
            self.name = name
            self.recorded = recorded
            self.template = template
            self.version = version
            self.currentVersion = currentVersion
            self.note = note
            self.files = files
        }
    }

    /// Sorted by name.
    public var modules: [Module]

    public init(modules: [Module]) {
        self.modules = modules
    }
}
