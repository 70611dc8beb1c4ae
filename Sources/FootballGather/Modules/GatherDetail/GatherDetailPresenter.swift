import FootballGatherAPI
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
    /// Whether a live link to this gather can still be made: its link ends a day after the match.
    private let canShareLiveLink: Bool
    /// The gather's live link going on, if any.
    private var liveLink: LiveLink?

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
        formatDay: @MainActor (Date) -> String = GatherShareText.formatDay, now: Date = Date()
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        self.gather = GatherSummary(gather, formatDate: formatDate)
        shareText = GatherShareText.text(
            teamA: self.gather.teamA, teamB: self.gather.teamB, score: gather.score, date: formatDay(gather.createdAt))
        requests = RequestRunner(view: view, router: router)
        canShareLiveLink = now.timeIntervalSince(gather.createdAt) < WatchLinkRules.lifetimeAfterEnd
        state = Self.makeState(
            self.gather, shareText: shareText, liveLink: nil, canShare: canShareLiveLink, isLoading: false)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        view?.render(state)
        if let link = try? await interactor.liveLink(ofGather: gather.id) {
            liveLink = link
            update()
        }
    }

    func perform(_ action: GatherDetailAction) async {
        switch action {
        case .share: view?.show(Alert(title: Self.shareTitle, message: shareText))
        case .delete: await didTapDelete()
        case .close: router.close()
        case .shareLiveLink: await didTapShareLiveLink()
        case .sendLiveLink: if let liveLink { view?.show(LiveLinkTexts.sendAlert(for: liveLink)) }
        case .stopLiveLink: await didTapStopLiveLink()
        }
    }

    func didTapShareLiveLink() async {
        await requests.run(failure: LiveLinkTexts.shareFailure) {
            liveLink = try await interactor.shareLiveLink(ofGather: gather.id)
        }
        update()
    }

    /// Asks first; the link's watchers are then told it was stopped.
    func didTapStopLiveLink() async {
        guard !requests.isLoading, liveLink != nil, await view?.ask(LiveLinkTexts.stopQuestion) == true else { return }
        await requests.run(failure: LiveLinkTexts.stopFailure) {
            try await interactor.stopLiveLink(ofGather: gather.id)
            liveLink = nil
        }
        update()
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
        state = Self.makeState(
            gather, shareText: shareText, liveLink: liveLink, canShare: canShareLiveLink, isLoading: requests.isLoading)
    }

    /// - Parameter canShare: whether a live link can still be made (one going on is offered anyway).
    static func makeState(
        _ gather: GatherSummary, shareText: String, liveLink: LiveLink?, canShare: Bool, isLoading: Bool
    ) -> GatherDetailViewState {
        var state = GatherDetailViewState(
            title: title, gather: gather, shareText: shareText,
            actions: [
                ScreenAction(.share, "Share", role: .primary, isEnabled: !isLoading, label: "Share the result"),
                ScreenAction(.delete, "Delete", role: .destructive, isEnabled: !isLoading, label: "Delete this gather"),
                ScreenAction(.close, "Back", role: .cancel, isEnabled: !isLoading),
            ],
            isLoading: isLoading)
        if canShare || liveLink != nil {
            state.liveLinkActions = GatherDetailAction.liveLinkOffer.actions(for: liveLink, isEnabled: !isLoading)
        }
        state.liveLinkPath = liveLink?.path
        state.liveLinkNote = liveLink.map { _ in LiveLinkTexts.sharing }
        return state
    }
}
