import FootballGatherAPI
import VIPERKit

/// Shows one field of a player for editing, enables Done for a valid change and saves it.
@MainActor
final class PlayerEditPresenter: PlayerEditPresenting {
    static let failureMessage = "Unable to update player. Please try again."
    static let clearOptionTitle = "None"

    private weak var view: (any PlayerEditView)?
    private let interactor: any PlayerEditInteracting
    private let router: any PlayerEditRouting
    private weak var delegate: (any PlayerEditDelegate)?
    private let player: Player
    private let field: PlayerEditField

    private var text: String
    /// Index into the field's options; the last one clears the value.
    private var selectedOption: Int
    private var isLoading = false

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
        state = PlayerEditViewState(title: field.title, input: .choice([]))
        state = makeState()
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func textDidChange(_ text: String) {
        guard !isLoading, case .text = state.input else { return }
        self.text = text
        state = makeState()
    }

    func didSelectOption(at index: Int) {
        guard !isLoading, case .choice(let options) = state.input, options.indices.contains(index) else { return }
        selectedOption = index
        state = makeState()
    }

    func didTapDone() async {
        guard !isLoading, let edited = interactor.editedPlayer(player, field: field, value: value) else { return }
        isLoading = true
        state = makeState()
        do {
            let saved = try await interactor.updatePlayer(edited)
            isLoading = false
            state = makeState()
            delegate?.playerEditDidUpdate(saved)
            router.close()
        } catch {
            isLoading = false
            state = makeState()
            if ServiceError.isSessionExpired(error) {
                router.showLogin(notice: ServiceError.sessionExpired.message)
            } else {
                view?.show(.error(Self.failureMessage))
            }
        }
    }

    func didTapCancel() {
        guard !isLoading else { return }
        router.close()
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
            title: field.title,
            input: input,
            isDoneEnabled: interactor.editedPlayer(player, field: field, value: value) != nil,
            problem: interactor.problem(with: value, field: field),
            isLoading: isLoading
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
