import FootballGatherAPI
import VIPERKit

/// Shows a player's fields in sections and their form from ended gathers, and opens PlayerEdit
/// for the field chosen.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresenting {
    private weak var view: (any PlayerDetailView)?
    private let interactor: any PlayerDetailInteracting
    private let router: any PlayerDetailRouting
    private weak var delegate: (any PlayerDetailDelegate)?
    /// The form's lines: loading, then the record or why it could not be loaded.
    private var form = PlayerDetailForm(lines: [PlayerDetailPresenter.formLoading])
    private(set) var state: PlayerDetailViewState {
        didSet { if state != oldValue { view?.render(state) } }
    }
    /// Follows the player and their record changing elsewhere while the screen lives.
    private var follower: TopicFollower?

    init(
        view: any PlayerDetailView, interactor: any PlayerDetailInteracting, router: any PlayerDetailRouting,
        delegate: (any PlayerDetailDelegate)?
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        state = Self.makeState(for: interactor.player, form: form)
    }

    static let formLoading = "Loading the record…"
    static let formFailure = "The record could not be loaded."

    func viewDidLoad() async {
        view?.render(state)
        if follower == nil { follower = interactor.followPlayer { [weak self] in await self?.reloadQuietly() } }
        await loadRecord()
    }

    /// Shows the player and their record as they are now after they changed elsewhere; a player
    /// deleted elsewhere closes the screen, a failure leaves it as it is.
    func reloadQuietly() async {
        let latest: Player?
        do {
            latest = try await interactor.reloadPlayer()
        } catch {
            return
        }
        guard latest != nil else { return router.close() }
        await loadRecord()
    }

    /// Loads the record without blocking the screen; a failure says so in place of the record.
    private func loadRecord() async {
        do {
            form = PlayerDetailForm(lines: Self.formLines(for: try await interactor.record()))
        } catch {
            form = PlayerDetailForm(lines: [Self.formFailure + " " + ServiceError.message(for: error)])
        }
        state = Self.makeState(for: interactor.player, form: form)
    }

    /// The record as the screen writes it.
    static func formLines(for record: PlayerRecordResponse) -> [String] {
        gatherLines(for: record) + gameLines(for: record)
    }

    private static func gatherLines(for record: PlayerRecordResponse) -> [String] {
        guard record.played > 0 else { return ["No ended gathers yet."] }
        let rate = (record.won * 100 + record.played / 2) / record.played
        return [
            "Played \(record.played) · Won \(record.won) · Drawn \(record.drawn) · Lost \(record.lost) · Win rate \(rate)%",
            "Last five: " + record.lastResults.map(\.rawValue).joined(separator: " "),
        ]
    }

    /// How often the player came when they said they would; nothing before their first game.
    private static func gameLines(for record: PlayerRecordResponse) -> [String] {
        guard record.gamesIn > 0 || record.gamesPlayed > 0 else { return [] }
        return ["Games: answered In \(record.gamesIn) · played \(record.gamesPlayed)"]
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

    static func makeState(for player: Player, form: PlayerDetailForm) -> PlayerDetailViewState {
        func row(_ field: PlayerEditField) -> PlayerDetailRow {
            PlayerDetailRow(field: field, title: field.title, value: value(of: field, in: player))
        }
        return PlayerDetailViewState(
            playerID: player.id,
            title: player.name,
            sections: [
                PlayerDetailSection(title: "PERSONAL", rows: [row(.name), row(.age)]),
                PlayerDetailSection(title: "PLAY", rows: [row(.preferredPosition), row(.skill)]),
                PlayerDetailSection(title: "LIKES", rows: [row(.favouriteTeam)]),
            ],
            form: form
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
        state = Self.makeState(for: player, form: form)
        delegate?.playerDetailDidUpdate(player)
    }
}
