import Foundation
import VIPERKit

/// Shows one past gather: date, result, winner and both teams; shares it as text, and deletes it
/// after asking.
@MainActor
final class GatherDetailPresenter: GatherDetailPresenting {
    static let title = "Gather"
    static let deleteFailureAction = "Unable to delete gather."
    static let shareTitle = "Share result"
    static let deleteConfirmation = Confirmation(
        title: "Delete gather",
        message: "Are you sure you want to delete this gather? Its score and teams leave History for good.",
        confirmTitle: "Delete", cancelTitle: "Cancel")

    private weak var view: (any GatherDetailView)?
    private let interactor: any GatherDetailInteracting
    private let router: any GatherDetailRouting
    private weak var delegate: (any GatherDetailDelegate)?
    private let gather: GatherSummary
    private let shareText: String
    private let requests: RequestRunner

    private(set) var state: GatherDetailViewState {
        didSet { view?.render(state) }
    }

    /// - Parameters:
    ///   - formatDate: how the gather's date is written; History's format by default.
    ///   - formatDay: how the day is written in the shared text; day, month and year by default.
    init(
        view: any GatherDetailView, interactor: any GatherDetailInteracting, router: any GatherDetailRouting,
        delegate: (any GatherDetailDelegate)?, gather: Gather,
        formatDate: @MainActor (Date) -> String = GatherSummary.formatDate,
        formatDay: @MainActor (Date) -> String = GatherShareText.formatDay
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        self.gather = GatherSummary(gather, formatDate: formatDate)
        shareText = GatherShareText.text(
            teamA: self.gather.teamA, teamB: self.gather.teamB, score: gather.score, date: formatDay(gather.createdAt))
        requests = RequestRunner(view: view, router: router)
        state = Self.makeState(self.gather, shareText: shareText, isLoading: false)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func perform(_ action: GatherDetailAction) async {
        switch action {
        case .share: view?.show(Alert(title: Self.shareTitle, message: shareText))
        case .delete: await didTapDelete()
        case .close: router.close()
        }
    }

    /// Asks first; once deleted, tells the delegate and goes back.
    func didTapDelete() async {
        guard !requests.isLoading, await view?.ask(Self.deleteConfirmation) == true else { return }
        let deleted = await requests.run(failure: Self.deleteFailureAction) {
            try await interactor.deleteGather(id: gather.id)
        }
        guard deleted else { return }
        delegate?.gatherDetailDidDelete(id: gather.id)
        router.close()
    }

    private func update() {
        state = Self.makeState(gather, shareText: shareText, isLoading: requests.isLoading)
    }

    static func makeState(_ gather: GatherSummary, shareText: String, isLoading: Bool) -> GatherDetailViewState {
        GatherDetailViewState(
            title: title, gather: gather, shareText: shareText,
            actions: [
                ScreenAction(.share, "Share", role: .primary, isEnabled: !isLoading, label: "Share the result"),
                ScreenAction(.delete, "Delete", role: .destructive, isEnabled: !isLoading, label: "Delete this gather"),
                ScreenAction(.close, "Back", role: .cancel, isEnabled: !isLoading),
            ],
            isLoading: isLoading)
    }
}
