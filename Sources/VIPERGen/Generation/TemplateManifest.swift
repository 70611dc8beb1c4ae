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
public struct TemplateManifest: Equatable, Sendable {
    /// The manifest's file name inside a template folder.
    public static let fileName = "template.yml"
    /// Context names every template gets; parameters cannot take them.
    public static let contextNames = ["name", "modules", "sources", "tests", "testableImport"]

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

    public var name: String
    public var version: String
    public var description: String
    public var parameters: [Parameter]
    public var files: [File]
    /// Files `viper init` writes once for the whole package, skipping those that already exist.
    public var scaffold: [File]
    /// What to do by hand after `viper new`, printed after the file list; a Stencil expression, may be empty.
    public var next: String

    public init(
        name: String, version: String, description: String = "", parameters: [Parameter] = [], files: [File],
        scaffold: [File] = [], next: String = ""
    ) {
        self.name = name
        self.version = version
        self.description = description
        self.parameters = parameters
        self.files = files
        self.scaffold = scaffold
        self.next = next
    }
}
