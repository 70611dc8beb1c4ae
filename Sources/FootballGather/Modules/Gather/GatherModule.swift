import VIPERKit

/// Assembles the Gather module.
@MainActor
public struct GatherModule: ModuleAssembly {
    let factory: ModuleFactory
    let gather: Gather
    weak var delegate: (any GatherDelegate)?

    /// - Parameters:
    ///   - gather: the gather just created, with its teams.
    ///   - delegate: told when the gather has ended.
    public init(factory: ModuleFactory, gather: Gather, delegate: (any GatherDelegate)?) {
        self.factory = factory
        self.gather = gather
        self.delegate = delegate
    }

    public func assemble(view: any GatherView) -> any Screen {
        let router = GatherRouter(factory: factory)
        let interactor = GatherInteractor(gathers: factory.dependencies.gathers, gatherID: gather.id)
        let presenter = GatherPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, gather: gather,
            matchClock: MatchClock(clock: factory.dependencies.clock)
        )
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The Gather screen for a newly created `gather`, ready to push.
    public func makeGather(gather: Gather, delegate: any GatherDelegate) -> any Screen {
        GatherModule(factory: self, gather: gather, delegate: delegate).assemble(view: views.makeGatherView())
    }
}
