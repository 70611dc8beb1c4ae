import VIPERKit

/// Assembles the Gather module.
@MainActor
public struct GatherModule: ModuleAssembly {
    let factory: ModuleFactory
    let gather: Gather
    let progress: GatherProgress?
    weak var delegate: (any GatherDelegate)?

    /// - Parameters:
    ///   - gather: the gather just created, with its teams.
    ///   - progress: where the match stands when it is resumed; `nil` for a new one (0–0, clock stopped).
    ///   - delegate: told when the gather has ended.
    public init(
        factory: ModuleFactory, gather: Gather, progress: GatherProgress? = nil, delegate: (any GatherDelegate)?
    ) {
        self.factory = factory
        self.gather = gather
        self.progress = progress
        self.delegate = delegate
    }

    public func assemble(view: any GatherView) -> any Screen {
        let router = GatherRouter(factory: factory)
        let interactor = GatherInteractor(
            gathers: factory.dependencies.gathers, changes: factory.dependencies.changes, gatherID: gather.id)
        let presenter = GatherPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, gather: gather,
            progress: progress, matchClock: MatchClock(clock: factory.dependencies.clock)
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

    /// The Gather screen of an `unfinished` gather, at its score and with its clock where it stands.
    public func makeGather(resuming unfinished: UnfinishedGather, delegate: any GatherDelegate) -> any Screen {
        GatherModule(factory: self, gather: unfinished.gather, progress: unfinished.progress, delegate: delegate)
            .assemble(view: views.makeGatherView())
    }
}
