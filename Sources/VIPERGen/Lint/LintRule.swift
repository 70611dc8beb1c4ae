/// The architecture rules `viper lint` checks, explained in docs/ARCHITECTURE.md ("Lint rules").
public enum LintRule: String, CaseIterable, Sendable, Comparable {
    /// Presenters, interactors and routers import no UI framework.
    case noUIImport = "no-ui-import"
    /// A module's view talks only to its presenter, never to its interactor or router.
    case viewTalksToPresenter = "view-talks-to-presenter"
    /// A presenter or interactor never names another module's presenter, interactor or router.
    case moduleIsolation = "module-isolation"
    /// Every module folder holds its five roles: Contracts, Presenter, Interactor, Router, Module.
    case moduleRoles = "module-roles"

    /// What the rule asks, in one sentence.
    public var summary: String {
        switch self {
        case .noUIImport: "presenters, interactors and routers import no UI framework"
        case .viewTalksToPresenter: "a view talks only to its presenter"
        case .moduleIsolation: "modules reach each other only through routers, assemblies and delegates"
        case .moduleRoles: "each module folder has its Contracts, Presenter, Interactor, Router and Module files"
        }
    }

    public static func < (lhs: LintRule, rhs: LintRule) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
