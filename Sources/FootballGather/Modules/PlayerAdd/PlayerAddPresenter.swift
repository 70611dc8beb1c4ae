import FootballGatherAPI
import Foundation
import VIPERKit

/// Validates the typed name and creates the player.
@MainActor
final class PlayerAddPresenter: PlayerAddPresenting {
    static let failureMessage = "Unable to create player. Please try again."

    private weak var view: (any PlayerAddView)?
    private let interactor: any PlayerAddInteracting
    private let router: any PlayerAddRouting
    private weak var delegate: (any PlayerAddDelegate)?
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
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func nameDidChange(_ name: String) {
        var newState = state
        newState.name = name
        newState.isDoneEnabled = PlayerRules.nameLength.contains(Self.trimmed(name).count)
        state = newState
    }

    func didTapDone() async {
        guard state.isDoneEnabled, !state.isLoading else { return }
        state.isLoading = true
        do {
            let player = try await interactor.createPlayer(name: Self.trimmed(state.name))
            state.isLoading = false
            delegate?.playerAddDidCreate(player)
            router.close()
        } catch {
            state.isLoading = false
            if ServiceError.isSessionExpired(error) {
                router.showLogin(notice: ServiceError.sessionExpired.message)
            } else {
                view?.show(.error(Self.failureMessage))
            }
        }
    }

    func didTapCancel() {
        guard !state.isLoading else { return }
        router.close()
    }

    private static func trimmed(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
