import FootballGatherAPI
import Foundation
import VIPERKit

/// The form of a new game or of one being changed: checks every field by the games' rules before
/// anything is sent, says which field is at fault, and saves.
@MainActor
final class GameEditPresenter: GameEditPresenting {
    static let createFailureAction = "Unable to create the game."
    static let updateFailureAction = "Unable to save the game."
    static let discardQuestion = Confirmation(
        title: "Discard changes", message: "Discard what you changed in this game?", confirmTitle: "Discard",
        cancelTitle: "Keep editing")

    private weak var view: (any GameEditView)?
    private let interactor: any GameEditInteracting
    private let router: any GameEditRouting
    private weak var delegate: (any GameEditDelegate)?
    private let requests: RequestRunner
    /// The game being changed; `nil` for a new one.
    private let original: GameResponse?
    private let now: @Sendable () -> Date
    private let initialForm: GameForm
    private var form: GameForm
    /// The fields whose problems are shown: those edited, and all of them once Save was tapped.
    private var checked: Set<GameEditField> = []

    private(set) var state = GameEditViewState() {
        didSet { if state != oldValue { view?.render(state) } }
    }

    /// - Parameters:
    ///   - game: the game to change; `nil` creates one.
    ///   - timeZone: a new game's time zone until the organiser types another (the device's).
    init(
        view: any GameEditView, interactor: any GameEditInteracting, router: any GameEditRouting,
        delegate: (any GameEditDelegate)?, game: GameResponse?, now: @escaping @Sendable () -> Date,
        timeZone: TimeZone
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        original = game
        self.now = now
        initialForm = game.map(GameForm.init) ?? GameForm.new(now: now(), timeZone: timeZone)
        form = initialForm
        requests = RequestRunner(view: view, router: router)
        requests.onLoadingChange = { [weak self] in self?.update() }
        state = makeState()
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func fieldDidChange(_ field: GameEditField, to value: String) {
        guard !requests.isLoading, form[field] != value else { return }
        form[field] = value
        checked.insert(field)
        if field == .time || field == .timeZone { checked.insert(.date) }
        update()
    }

    func switchDidChange(_ toggle: GameEditSwitch, isOn: Bool) {
        guard !requests.isLoading else { return }
        switch toggle {
        case .repeatsWeekly: form.repeatsWeekly = isOn
        }
        update()
    }

    func perform(_ action: GameEditAction) async {
        switch action {
        case .save: await didTapSave()
        case .cancel: await didTapCancel()
        }
    }

    /// Shows every field's problem when there is one and sends nothing; else saves, tells the
    /// delegate and goes back.
    func didTapSave() async {
        // Saved already, the screen closing: a second Save (a key pressed twice) makes no second game.
        guard !requests.isLoading, !hasSaved else { return }
        guard let request = form.request(answersOpen: original?.answersOpen ?? true, after: earliest) else {
            checked = Set(GameEditField.allCases)
            update()
            return
        }
        await requests.run(failure: original == nil ? Self.createFailureAction : Self.updateFailureAction) {
            let saved =
                if let original {
                    try await interactor.updateGame(id: original.id, with: request)
                } else {
                    try await interactor.createGame(request)
                }
            hasSaved = true
            delegate?.gameEditDidSave(saved)
            router.close()
        }
    }

    /// The game was saved: the screen is closing.
    private var hasSaved = false

    /// Goes back without saving, asking first when something was changed.
    func didTapCancel() async {
        guard !requests.isLoading else { return }
        if form != initialForm {
            guard await view?.ask(Self.discardQuestion) == true else { return }
        }
        router.close()
    }

    /// A new game must start later than now; a game being changed may keep a past date.
    private var earliest: Date? {
        original == nil ? now() : nil
    }

    private func update() {
        state = makeState()
    }

    private func makeState() -> GameEditViewState {
        let problem = { (field: GameEditField) in
            self.checked.contains(field) ? self.form.problem(with: field, after: self.earliest) : nil
        }
        let field = { (id: GameEditField, label: String, kind: GameEditFieldState.Kind, placeholder: String?) in
            GameEditFieldState(
                id, label: label, value: self.form[id], kind: kind, placeholder: placeholder, problem: problem(id))
        }
        var state = GameEditViewState(
            title: original == nil ? "New game" : "Edit game",
            fields: [
                field(.date, "Date", .date, "2026-11-26"),
                field(.time, "Time", .time, "19:00"),
                field(.timeZone, "Time zone", .text, "Europe/London"),
                field(.place, "Place", .text, "Where you play"),
                field(.capacity, "Players", .number, "2 to 50"),
                field(.note, "Note", .text, "Optional"),
                field(.cost, "Cost per head", .decimal, "Optional"),
            ],
            repeatsWeekly: form.repeatsWeekly,
            actions: [
                ScreenAction(
                    .save, original == nil ? "Create game" : "Save", role: .primary, isEnabled: !requests.isLoading),
                ScreenAction(.cancel, "Cancel", role: .cancel),
            ],
            isLoading: requests.isLoading)
        state.gameID = original?.id
        return state
    }
}
