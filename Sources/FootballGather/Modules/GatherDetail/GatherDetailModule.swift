import VIPERKit

/// Assembles the GatherDetail module.
@MainActor
public struct GatherDetailModule: ModuleAssembly {
    let factory: ModuleFactory
    let gather: Gather
    weak var delegate: (any GatherDetailDelegate)?

    /// - Parameters:
    ///   - gather: the past gather to show.
    ///   - delegate: told when the gather is deleted.
    public init(factory: ModuleFactory, gather: Gather, delegate: any GatherDetailDelegate) {
        self.factory = factory
        self.gather = gather
        self.delegate = delegate
    }

    public func assemble(view: any GatherDetailView) -> any Screen {
        let router = GatherDetailRouter(factory: factory)
        let interactor = GatherDetailInteractor(gathers: factory.dependencies.gathers)
        let dependencies = factory.dependencies
        let presenter = GatherDetailPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, gather: gather,
            formatDate: { GatherSummary.formatDate($0, timeZone: dependencies.timeZone) },
            formatDay: { GatherShareText.formatDay($0, timeZone: dependencies.timeZone) }, now: dependencies.now())
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The GatherDetail screen for `gather`, ready to push; `delegate` hears when it is deleted.
    public func makeGatherDetail(gather: Gather, delegate: any GatherDetailDelegate) -> any Screen {
        GatherDetailModule(factory: self, gather: gather, delegate: delegate)
            .assemble(view: views.makeGatherDetailView())
    }
}
