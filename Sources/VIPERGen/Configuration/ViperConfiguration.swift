/// The settings of a package, read from its `viper.yml`; command-line flags override them.
public struct ViperConfiguration: Equatable, Sendable {
    /// The configuration file's name, at the package root.
    public static let fileName = "viper.yml"
    /// The built-in template used when none is named.
    public static let defaultTemplate = "module"

    /// Where module folders go, relative to the package root: `<modules>/<Name>/<Name>Presenter.swift`.
    public var modules: String
    /// Where each module's tests and test doubles go: `<tests>/<Name>/…`.
    public var tests: String
    /// The module the generated tests reach with `@testable import`.
    public var testableImport: String
    /// A built-in template's name, or the path of a folder with a `template.yml`.
    public var template: String
    /// The package's front ends: `viper new` writes a view of the module for each and wires it into
    /// the front end's view factory. Empty for a package without front ends.
    public var frontEnds: [FrontEnd]
    /// What `viper lint` checks.
    public var lint: LintSettings

    /// Creates a configuration; every lint setting has a default, and there are no front ends unless given.
    public init(
        modules: String, tests: String, testableImport: String, template: String = Self.defaultTemplate,
        frontEnds: [FrontEnd] = [], lint: LintSettings = LintSettings()
    ) {
        self.modules = modules
        self.tests = tests
        self.testableImport = testableImport
        self.template = template
        self.frontEnds = frontEnds
        self.lint = lint
    }
}

/// The `lint` section of `viper.yml`.
public struct LintSettings: Equatable, Sendable {
    /// The UI frameworks no presenter, interactor or router may import.
    public static let uiFrameworks = ["UIKit", "SwiftUI", "AppKit"]

    /// Rules that are not checked.
    public var disabled: [LintRule]
    /// Imports forbidden besides ``uiFrameworks``.
    public var forbiddenImports: [String]
    /// Folders, relative to the package root, searched for views (types adopting a module's View protocol).
    public var sources: [String]
    /// The project's own rules (`lint.rules`), checked beside the built-in ones.
    public var rules: [ProjectRule]

    /// Creates lint settings: every rule on, only the UI frameworks forbidden, views searched in `Sources`,
    /// no project rules.
    public init(
        disabled: [LintRule] = [], forbiddenImports: [String] = [], sources: [String] = ["Sources"],
        rules: [ProjectRule] = []
    ) {
        self.disabled = disabled
        self.forbiddenImports = forbiddenImports
        self.sources = sources
        self.rules = rules
    }

    /// Every import a presenter, interactor or router must not use.
    public var allForbiddenImports: [String] {
        Self.uiFrameworks + forbiddenImports.filter { !Self.uiFrameworks.contains($0) }
    }

    /// The rules that are checked.
    public var enabledRules: [LintRule] {
        LintRule.allCases.filter { !disabled.contains($0) }
    }
}
