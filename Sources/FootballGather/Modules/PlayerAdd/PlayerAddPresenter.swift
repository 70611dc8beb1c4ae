import FootballGatherAPI
import Foundation
import VIPERKit

/// Validates the typed name, says why Done is off, and creates the player.
@MainActor
final class PlayerAddPresenter: PlayerAddPresenting {
    static let failureAction = "Unable to create player."
    static let discardQuestion = Confirmation(
        title: "Discard player", message: "Discard the name you typed?", confirmTitle: "Discard",
        cancelTitle: "Keep editing")

    private weak var view: (any PlayerAddView)?
    private let interactor: any PlayerAddInteracting
    private let router: any PlayerAddRouting
    private weak var delegate: (any PlayerAddDelegate)?
    private let requests: RequestRunner
    private var name = ""

    private(set) var state = PlayerAddViewState() {
        didSet { if state != oldValue { view?.render(state) } }
    }

    init(
        view: any PlayerAddView, interactor: any PlayerAddInteracting, router: any PlayerAddRouting,
        delegate: (any PlayerAddDelegate)?
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        requests = RequestRunner(view: view, router: router)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func fieldDidChange(_ field: PlayerAddField, to text: String) {
        guard !requests.isLoading else { return }
        switch field {
        case .name: name = text
        }
        update()
    }

    /// The player was created: the screen is closing.
    private var hasCreated = false

    func perform(_ action: PlayerAddAction) async {
        switch action {
        case .done: await didTapDone()
        case .cancel: await didTapCancel()
        }
    }

    /// Creates the player, tells the delegate and goes back.
    /// Creates the player once: a Done that arrives after the player was created (a key pressed
    /// twice before the screen closed) creates nothing more.
    func didTapDone() async {
        guard state.isDoneEnabled, !hasCreated else { return }
        await requests.run(failure: Self.failureAction) {
            let player = try await interactor.createPlayer(name: PlayerInput.trimmed(name))
            hasCreated = true
            delegate?.playerAddDidCreate(player)
            router.close()
        }
    }

    /// Goes back without creating anything, asking first when a name was typed.
    func didTapCancel() async {
        guard !requests.isLoading else { return }
        if !PlayerInput.trimmed(name).isEmpty {
            guard await view?.ask(Self.discardQuestion) == true else { return }
        }
        router.close()
    }

    private func update() {
        let problem = PlayerInput.nameProblem(name)
        state = PlayerAddViewState(
            name: name, isDoneEnabled: problem == nil,
            problem: name.isEmpty ? nil : problem, isLoading: requests.isLoading)
    }
}
