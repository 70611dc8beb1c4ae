/// One front end of the package, as `viper.yml` lists it under `frontEnds`: where its views live and
/// the file of the type that makes them. `viper new` writes the module's view for each front end and
/// adds to that type what the template has it make: the view (`make<Name>View()`, template `factory`) or the
/// whole screen (`make<Name>(navigator:delegate:)`, template `module`).
///
/// ```yaml
/// frontEnds:
///   - kind: terminal
///     views: Sources/FootballGatherTerminal/Views
///     factory: Sources/FootballGatherTerminal/Views/TerminalViewFactory.swift
/// ```
public struct FrontEnd: Equatable, Sendable {
    /// Which of the template's view stubs the front end takes: `terminal`, `web`, …
    public var kind: String
    /// The folder the front end's views go in, relative to the package root.
    public var views: String
    /// The Swift file, relative to the package root, that declares the front end's view factory: the type named
    /// after the file (`TerminalViewFactory.swift` declares `TerminalViewFactory`).
    public var factory: String

    public init(kind: String, views: String, factory: String) {
        self.kind = kind
        self.views = views
        self.factory = factory
    }

    /// The type ``factory`` declares: the file's name without `.swift`.
    public var factoryType: String {
        let name = PathCheck.normalized(factory).split(separator: "/").last.map(String.init) ?? factory
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    /// The Swift module the views belong to: `<Target>` for views under `Sources/<Target>/…`, else empty.
    public var target: String {
        let components = PathCheck.normalized(views).split(separator: "/")
        guard components.count > 1, components[0] == "Sources" else { return "" }
        return String(components[1])
    }

    /// What templates see as `frontEnd`: `kind`, `views`, `factory`, `factoryType` and `target`.
    var context: [String: String] {
        [
            "kind": kind, "views": PathCheck.normalized(views), "factory": PathCheck.normalized(factory),
            "factoryType": factoryType, "target": target,
        ]
    }
}
