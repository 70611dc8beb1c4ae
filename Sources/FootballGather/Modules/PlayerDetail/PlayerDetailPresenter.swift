import VIPERKit

/// Shows a player's fields in sections and opens PlayerEdit for the one chosen.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresenting {
    private weak var view: (any PlayerDetailView)?
    private let interactor: any PlayerDetailInteracting
    private let router: any PlayerDetailRouting
    private weak var delegate: (any PlayerDetailDelegate)?
    private(set) var state: PlayerDetailViewState {
        didSet { if state != oldValue { view?.render(state) } }
    }

    init(
        view: any PlayerDetailView, interactor: any PlayerDetailInteracting, router: any PlayerDetailRouting,
        delegate: (any PlayerDetailDelegate)?
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        state = Self.makeState(for: interactor.player)
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func perform(_ action: PlayerDetailAction) async {
        switch action {
        case .edit(let field): didSelect(field: field)
        case .back: didTapBack()
        }
    }

    func didSelect(field: PlayerEditField) {
        router.showEdit(of: interactor.player, field: field, delegate: self)
    }

    func didTapBack() {
        router.close()
    }

    static func makeState(for player: Player) -> PlayerDetailViewState {
        func row(_ field: PlayerEditField) -> PlayerDetailRow {
            PlayerDetailRow(field: field, title: field.title, value: value(of: field, in: player))
        }
        return PlayerDetailViewState(
            title: player.name,
            sections: [
                PlayerDetailSection(title: "PERSONAL", rows: [row(.name), row(.age)]),
                PlayerDetailSection(title: "PLAY", rows: [row(.preferredPosition), row(.skill)]),
                PlayerDetailSection(title: "LIKES", rows: [row(.favouriteTeam)]),
            ]
        )
    }

    /// `field` of `player` as text, blank when the player has no value.
    static func value(of field: PlayerEditField, in player: Player) -> String {
        switch field {
        case .name: player.name
        case .age: player.age.map(String.init) ?? ""
        case .preferredPosition: player.preferredPosition?.title ?? ""
        case .skill: player.skill?.title ?? ""
        case .favouriteTeam: player.favouriteTeam ?? ""
        }
    }
}

extension PlayerDetailPresenter: PlayerEditDelegate {
    func playerEditDidUpdate(_ player: Player) {
        interactor.replacePlayer(with: player)
        state = Self.makeState(for: player)
        delegate?.playerDetailDidUpdate(player)
    }
}
