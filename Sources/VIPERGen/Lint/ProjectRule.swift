/// A layer of a module, as `viper.yml`'s project rules name it (`lint.rules[].layers`).
public enum ModuleLayer: String, CaseIterable, Sendable, Comparable {
    /// `<Name>Contracts.swift` (and `+Aspect` files).
    case contracts
    /// `<Name>Presenter.swift`.
    case presenter
    /// `<Name>Interactor.swift`.
    case interactor
    /// `<Name>Router.swift`.
    case router
    /// `<Name>Module.swift`, the module's assembly.
    case assembly
    /// The module's views: `<Name>…View.swift` and `<Name>…ViewController.swift` in its folder, and
    /// every file under `lint.sources` declaring a type that adopts `<Name>View`.
    case view

    /// "presenters", "assemblies", …: the layer's files, as a plural noun.
    public var plural: String {
        switch self {
        case .contracts: "contracts files"
        case .assembly: "assemblies"
        default: rawValue + "s"
        }
    }

    public static func < (lhs: ModuleLayer, rhs: ModuleLayer) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A rule of the project's own, from `lint.rules` in `viper.yml`, checked beside the built-in ones.
///
/// A rule applies to the files of the modules (every Swift file in a module folder, and the
/// module's views): those of ``layers`` when it lists any, and of ``modules`` when it lists any.
public struct ProjectRule: Equatable, Sendable {
    /// What a project rule checks.
    public enum Check: Equatable, Sendable {
        /// The files may not import these modules. `A` forbids `import A` and `import A.B`, `import struct A.B`;
        /// `A.B` forbids `import A.B`, `import class A.B` and `import A.B.C`, not `import A`.
        case forbidImports([String])
        /// The files may not depend on these layers: no identifier of their code (comments and string
        /// literals excluded) is the name of a type declared at the top level of a file of these layers, of
        /// any module, and declared in no other file of the modules (a name declared in both is nobody's).
        case mayNotDependOn([ModuleLayer])
        /// The files have at most this many lines.
        case maxLines(Int)
    }

    /// The name printed as `[name]` after each violation.
    public var name: String
    public var check: Check
    /// The layers the rule applies to; empty for every layer.
    public var layers: [ModuleLayer]
    /// The modules (by name) the rule applies to; empty for every module.
    public var modules: [String]

    /// Creates a rule for the files of `layers` (every layer when empty) in `modules` (every module when empty).
    public init(name: String, check: Check, layers: [ModuleLayer] = [], modules: [String] = []) {
        self.name = name
        self.check = check
        self.layers = layers
        self.modules = modules
    }

    /// Whether the rule checks a file of `layer` (`nil`: a file of no layer) in `module`.
    func applies(to layer: ModuleLayer?, in module: String) -> Bool {
        (modules.isEmpty || modules.contains(module)) && (layers.isEmpty || layer.map(layers.contains) == true)
    }

    /// The files the rule applies to, in words: "presenters and interactors of module Login", "module files".
    var scope: String {
        let modulesPart = modules.isEmpty ? "" : (modules.count == 1 ? "module " : "modules ") + Self.list(modules)
        guard !layers.isEmpty else { return modulesPart.isEmpty ? "module files" : "the files of \(modulesPart)" }
        let layersPart = Self.list(layers.map(\.plural))
        return modulesPart.isEmpty ? layersPart : "\(layersPart) of \(modulesPart)"
    }

    /// What the rule asks, in one sentence.
    public var summary: String {
        switch check {
        case .forbidImports(let imports):
            "\(scope) do not import \(Self.list(imports, conjunction: "or"))"
        case .mayNotDependOn(let others):
            "\(scope) do not name the types of \(Self.list(others.map(\.plural), conjunction: "or"))"
        case .maxLines(let limit):
            "\(scope) have at most \(limit) lines"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
