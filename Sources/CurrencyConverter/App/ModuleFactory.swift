import VIPERKit

/// Builds every module of the app: asks the front end's ``ViewFactory`` for a view and
/// assembles the module around it. Each module adds its `make…` method in its own
/// `<Name>Module.swift`.
@MainActor
public final class ModuleFactory {
    public let dependencies: AppDependencies
    public let views: any ViewFactory
    /// The app's navigator; held weakly because the navigator owns the screens this factory builds.
    public private(set) weak var navigator: (any Navigator)?

    public init(dependencies: AppDependencies, views: any ViewFactory, navigator: any Navigator) {
        self.dependencies = dependencies
        self.views = views
        self.navigator = navigator
    }
}
