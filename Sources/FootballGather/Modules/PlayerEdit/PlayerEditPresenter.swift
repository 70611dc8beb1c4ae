import FootballGatherAPI
import VIPERKit

/// Shows one field of a player for editing, enables Done for a valid change and saves it.
@MainActor
final class PlayerEditPresenter: PlayerEditPresenting {
    static let failureAction = "Unable to update player."
    static let changedElsewhereMessage = "This player was changed elsewhere. Your change was not saved."
    static let clearOptionTitle = "None"
    static let discardQuestion = Confirmation(
        title: "Discard change", message: "Discard the change you made?", confirmTitle: "Discard",
        cancelTitle: "Keep editing")

    private weak var view: (any PlayerEditView)?
    private let interactor: any PlayerEditInteracting
    private let router: any PlayerEditRouting
    private weak var delegate: (any PlayerEditDelegate)?
    /// The player as last read from the server; a change is saved over this copy.
    private var player: Player
    private let field: PlayerEditField
    private let requests: RequestRunner

    private var text: String
    /// Index into the field's options; the last one clears the value.
    private var selectedOption: Int

    private(set) var state: PlayerEditViewState {
        didSet { if state != oldValue { view?.render(state) } }
    }

    init(
        view: any PlayerEditView, interactor: any PlayerEditInteracting, router: any PlayerEditRouting,
        delegate: (any PlayerEditDelegate)?, player: Player, field: PlayerEditField
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        self.player = player
        self.field = field
        text = Self.text(of: field, in: player)
        selectedOption = Self.selectedOption(of: field, in: player)
        requests = RequestRunner(view: view, router: router)
        state = PlayerEditViewState(title: field.title, input: .choice([]))
        state = makeState()
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func perform(_ action: PlayerEditAction) async {
        switch action {
        case .done: await didTapDone()
        case .cancel: await didTapCancel()
        case .choose(let index): didSelectOption(at: index)
        case .chooseAndSave(let index):
            didSelectOption(at: index)
            if state.isDoneEnabled { await didTapDone() }
        }
    }

    func fieldDidChange(_ field: PlayerEditTextField, to text: String) {
        guard !requests.isLoading, case .text = state.input else { return }
        switch field {
        case .value: self.text = text
        }
        update()
    }

    /// Chooses the option at `index` of ``PlayerEditInput/choice(_:)``; other indices are ignored.
    func didSelectOption(at index: Int) {
        guard !requests.isLoading, case .choice(let options) = state.input, options.indices.contains(index) else {
            return
        }
        selectedOption = index
        update()
    }

    /// Saves the change. When the player was changed elsewhere meanwhile, nothing is saved: the
    /// player is read again (the opening screens hear of it), the typed value stays for another
    /// try, and the user is told.
    /// Saves the new value, tells the delegate and goes back.
    func didTapDone() async {
        guard let edited = interactor.editedPlayer(player, field: field, value: value) else { return }
        await requests.run(failure: Self.failureAction) {
            do {
                let saved = try await interactor.updatePlayer(edited, replacing: player)
                delegate?.playerEditDidUpdate(saved)
                router.close()
            } catch ServiceError.changedElsewhere {
                player = try await interactor.reloadPlayer(id: player.id)
                delegate?.playerEditDidUpdate(player)
                view?.show(.error(Self.changedElsewhereMessage))
            }
        }
    }

    /// Goes back without saving, asking first when the value was changed.
    func didTapCancel() async {
        guard !requests.isLoading else { return }
        if hasChange {
            guard await view?.ask(Self.discardQuestion) == true else { return }
        }
        router.close()
    }

    /// Whether the value on screen differs from the player's.
    private var hasChange: Bool {
        switch field {
        case .name, .age, .favouriteTeam: PlayerInput.trimmed(text) != Self.text(of: field, in: player)
        case .preferredPosition, .skill: selectedOption != Self.selectedOption(of: field, in: player)
        }
    }

    private func update() {
        state = makeState()
    }

    /// The new value as collected so far.
    private var value: PlayerEditValue {
        switch field {
        case .preferredPosition: .position(Self.option(selectedOption, of: PlayerPosition.allCases))
        case .skill: .skill(Self.option(selectedOption, of: PlayerSkill.allCases))
        case .name, .age, .favouriteTeam: .text(text)
        }
    }

    private func makeState() -> PlayerEditViewState {
        PlayerEditViewState(
            playerID: player.id,
            field: field,
            title: field.title,
            input: input,
            isDoneEnabled: interactor.editedPlayer(player, field: field, value: value) != nil,
            problem: interactor.problem(with: value, field: field),
            isLoading: requests.isLoading
        )
    }

    private var input: PlayerEditInput {
        switch field {
        case .name: .text(text, placeholder: "Enter name of the player", isNumeric: false)
        case .age: .text(text, placeholder: "Enter age", isNumeric: true)
        case .favouriteTeam: .text(text, placeholder: "Enter favourite team", isNumeric: false)
        case .preferredPosition: .choice(options(PlayerPosition.allCases.map(\.title)))
        case .skill: .choice(options(PlayerSkill.allCases.map(\.title)))
        }
    }

    private func options(_ titles: [String]) -> [PlayerEditOption] {
        (titles + [Self.clearOptionTitle]).enumerated().map { index, title in
            PlayerEditOption(title: title, isSelected: index == selectedOption)
        }
    }

    private static func option<Value>(_ index: Int, of values: [Value]) -> Value? {
        values.indices.contains(index) ? values[index] : nil
    }

    private static func text(of field: PlayerEditField, in player: Player) -> String {
        switch field {
        case .name: player.name
        case .age: player.age.map(String.init) ?? ""
        case .favouriteTeam: player.favouriteTeam ?? ""
        case .preferredPosition, .skill: ""
        }
    }

    private static func selectedOption(of field: PlayerEditField, in player: Player) -> Int {
        switch field {
        case .preferredPosition:
            player.preferredPosition.flatMap(PlayerPosition.allCases.firstIndex) ?? PlayerPosition.allCases.count
        case .skill:
            player.skill.flatMap(PlayerSkill.allCases.firstIndex) ?? PlayerSkill.allCases.count
        case .name, .age, .favouriteTeam: 0
        }
    }
}
