/// The `template.yml` of a template: what it is, the files it writes and the parameters it takes.
///
/// ```yaml
/// name: module
/// version: 1.0.0
/// description: A VIPER module with tests.
/// parameters:
///   - name: title
///     description: The screen's title.
///     default: "{{ name|words }}"
/// files:
///   - template: Presenter.swift.stencil
///     output: "{{ modules }}/{{ name }}/{{ name }}Presenter.swift"
/// scaffold:
///   - template: Scaffold/ModuleFactory.swift.stencil
///     output: "{{ sources }}/App/ModuleFactory.swift"
/// ```
///
/// `files` are written by `viper new` for each module; `scaffold` files, optional, are written
/// once by `viper init` (the shared types the modules rely on) and never replace an existing file;
/// `next`, optional, is what `viper new` tells the user to do by hand after writing a module.
///
/// `edits`, optional, add members to types of files that already exist (the view factory protocol gets
/// the module's `make<Name>View()`); `frontEnds`, optional, give for each kind of front end the files
/// (its view of the module) and edits (its view factory's `make<Name>View()`) that `viper new` writes for
/// every front end of that kind `viper.yml` lists; those templates also see `frontEnd` (see ``FrontEnd``):
///
/// ```yaml
/// edits:
///   - file: "{{ sources }}/App/ViewFactory.swift"
///     type: ViewFactory
///     member: "func make{{ name }}View() -> any {{ name }}View"
/// frontEnds:
///   - kind: terminal
///     files:
///       - template: FrontEnds/TerminalView.swift.stencil
///         output: "{{ frontEnd.views }}/{{ name }}TerminalView.swift"
///     edits:
///       - file: "{{ frontEnd.factory }}"
///         type: "{{ frontEnd.factoryType }}"
///         member: "public func make{{ name }}View() -> any {{ name }}View { {{ name }}TerminalView(tasks: tasks) }"
///         present: "func make{{ name }}View("
/// ```
public struct TemplateManifest: Equatable, Sendable {
    /// The manifest's file name inside a template folder.
    public static let fileName = "template.yml"
    /// Context names every template gets; parameters cannot take them.
    public static let contextNames = ["name", "modules", "sources", "tests", "testableImport", "frontEnd", "frontEnds"]

    /// A value the user may set with `--param name=value`.
    public struct Parameter: Equatable, Sendable {
        public var name: String
        public var description: String
        /// A Stencil expression rendered with the context when the user gives no value.
        public var defaultValue: String

        public init(name: String, description: String = "", defaultValue: String = "") {
            self.name = name
            self.description = description
            self.defaultValue = defaultValue
        }
    }

    /// One file the template writes.
    public struct File: Equatable, Sendable {
        /// The Stencil file, relative to the template folder.
        public var template: String
        /// Where the rendered file goes, relative to the package root; a Stencil expression.
        public var output: String

        public init(template: String, output: String) {
            self.template = template
            self.output = output
        }
    }

    /// A member added to a type of a file that already exists; each field is a Stencil expression.
    public struct Edit: Equatable, Sendable {
        /// The file, relative to the package root.
        public var file: String
        /// The name of the type (class, struct, enum, actor or protocol) the member goes into.
        public var type: String
        /// The member's text, one or more lines, without indentation: it takes the indentation of the type's members.
        public var member: String
        /// Text whose presence in the type's body means the member is already there (then nothing is added);
        /// empty: the member's first line.
        public var present: String

        public init(file: String, type: String, member: String, present: String = "") {
            self.file = file
            self.type = type
            self.member = member
            self.present = present
        }
    }

    /// What a module gets in each front end of one kind.
    public struct FrontEndFiles: Equatable, Sendable {
        /// The kind, as `viper.yml` names it: `terminal`, `web`, …
        public var kind: String
        /// The front end's files of the module (its view).
        public var files: [File]
        /// Members added to the front end's existing files (its view factory's `make<Name>View()`).
        public var edits: [Edit]

        public init(kind: String, files: [File], edits: [Edit] = []) {
            self.kind = kind
            self.files = files
            self.edits = edits
        }
    }

    public var name: String
    public var version: String
    public var description: String
    public var parameters: [Parameter]
    public var files: [File]
    /// Files `viper init` writes once for the whole package, skipping those that already exist.
    public var scaffold: [File]
    /// What to do by hand after `viper new`, printed after the file list; a Stencil expression, may be empty.
    public var next: String
    /// Members `viper new` adds to files that already exist, for every module.
    public var edits: [Edit]
    /// The files and edits of each kind of front end, written once for every front end of that kind.
    public var frontEnds: [FrontEndFiles]

    public init(
        name: String, version: String, description: String = "", parameters: [Parameter] = [], files: [File],
        scaffold: [File] = [], next: String = "", edits: [Edit] = [], frontEnds: [FrontEndFiles] = []
    ) {
        self.name = name
        self.version = version
        self.description = description
        self.parameters = parameters
        self.files = files
        self.scaffold = scaffold
        self.next = next
        self.edits = edits
        self.frontEnds = frontEnds
    }
}
