import VIPERKit

/// What every module's router stands on: the ``ModuleFactory`` that builds the next module and
/// holds the navigator, and the module's own screen. A module's `<Name>Router` subclasses it and
/// adds its own navigation, one method per route of its `<Name>Routing`; a router whose
/// contract includes ``SessionEndedRouting`` gets `showLogin(notice:)` from that protocol.
@MainActor
class ModuleRouter {
    let factory: ModuleFactory
    /// This module's own screen, set by the assembly (for `pop(to:)`).
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }
}
