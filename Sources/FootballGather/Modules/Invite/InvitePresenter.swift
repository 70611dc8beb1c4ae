import FootballGatherAPI
import Foundation
import VIPERKit

/// Shows a game through its invite link (when, where, the note, who is in, waits, may come, is
/// out or has not answered) and answers it as the player's name: one remembered by this device,
/// one picked from the names not answered, or one typed (a guest). Loads the game again whenever
/// its news says it changed; says why when no answer can be given.
@MainActor
final class InvitePresenter: InvitePresenting {
    private weak var view: (any InviteView)?
    private let interactor: any InviteInteracting
    private let router: any InviteRouting
    private var content: InviteContent
    private let requests: RequestRunner
    /// Hears the link's news while the screen is shown.
    private var follower: LinkFollower?

    private(set) var state: InviteViewState {
        didSet { view?.render(state) }
    }

    init(view: any InviteView, interactor: any InviteInteracting, router: any InviteRouting, token: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        content = InviteContent(token: token)
        // A failure is said on the screen (under the name, or in place of the game): the runner
        // shows no alert.
        requests = RequestRunner(view: nil, failures: .footballGather(router: nil))
        state = InviteViewState(title: InviteContent.title, token: token)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        content.you = interactor.rememberedName()
        follow()
        await load(showingProgress: true)
    }

    func fieldDidChange(_ field: InviteField, to text: String) {
        switch field {
        case .name: content.name = text
        }
        content.failure = nil
        update()
    }

    func perform(_ action: InviteAction) async {
        switch action {
        case .answerIn, .answerMaybe, .answerOut:
            guard let answer = action.answer, content.invite != nil, !content.isOver, !requests.isLoading else {
                return
            }
            await send(answer)
        case .pick(let name):
            content.name = name
            content.failure = nil
            update()
        case .changeName:
            content.choosesName = true
            content.name = ""
            content.confirmation = nil
            content.failure = nil
            update()
        case .retry:
            guard !content.isOver else { return }
            await load(showingProgress: true)
        }
    }

    /// Answers `answer` as the chosen name; a refusal shows the server's sentence and reads the
    /// game again (it may have closed, or its link been replaced, meanwhile).
    private func send(_ answer: GameAnswer) async {
        let name = content.answeringName
        if let problem = InviteContent.problem(withName: name, listed: content.invite?.people ?? []) {
            content.failure = problem
            content.confirmation = nil
            return update()
        }
        var refused = false
        await requests.run(failure: nil) {
            do {
                let response = try await interactor.answer(answer, as: name)
                content.invite = response.invite
                content.you = interactor.rememberedName() ?? name
                content.choosesName = false
                content.name = ""
                content.failure = nil
                content.confirmation = InviteContent.confirmation(of: response)
            } catch ServiceError.notFound {
                end(InviteContent.unknownLink)
            } catch ServiceError.cancelled {
            } catch ServiceError.rejected(let reason) {
                refused = true
                content.failure = reason
                content.confirmation = nil
            } catch {
                content.failure = ServiceError.message(for: error)
                content.confirmation = nil
            }
        }
        if refused { await load(showingProgress: false) }
    }

    /// The screen is shown again (uncovered, or its page came back): it hears the link's news
    /// again and reads what changed while it was away.
    func viewWillAppear() async {
        guard follower == nil, !content.isOver else { return }
        follow()
        await load(showingProgress: false)
    }

    /// The screen is not shown (covered, or its page went away): it stops hearing the link's news,
    /// so that it holds no watcher of the link meanwhile.
    func viewDidDisappear() {
        follower = nil
    }

    /// Hears the link's news until it ends: a change loads the game again, quietly; the end
    /// shows why.
    private func follow() {
        follower = LinkFollower(
            news: interactor.news(), changed: { [weak self] in await self?.load(showingProgress: false) },
            ended: { [weak self] in self?.end($0) })
    }

    /// Loads the game, with the loading state on unless `showingProgress` is `false` (news).
    private func load(showingProgress: Bool) async {
        guard !content.isOver else { return }
        if showingProgress {
            await requests.run(failure: nil) { await read() }
        } else {
            await read()
            update()
        }
    }

    /// Reads the game and shows it, or why not: a link that shows nothing any more ends the
    /// screen; another failure is said in place of the game, with Try again.
    private func read() async {
        do {
            let invite = try await interactor.invite()
            let before = content.yourStanding
            // The sentence about the last answer is of the game as it was then: once the game
            // changed (someone dropped out, the first waiting moved in), the list says where you
            // stand, and a move from the waiting list in is said in so many words.
            if invite != content.invite { content.confirmation = nil }
            content.invite = invite
            if before == .waiting, content.yourStanding == .in { content.confirmation = InviteContent.promoted }
            content.loadFailure = nil
        } catch ServiceError.notFound {
            end(InviteContent.unknownLink)
        } catch ServiceError.rejected(let reason) {
            end(reason)
        } catch ServiceError.cancelled {
        } catch {
            content.loadFailure = ServiceError.message(for: error)
        }
    }

    /// The link shows nothing any more, for `reason`.
    private func end(_ reason: String) {
        content.isOver = true
        content.invite = nil
        content.loadFailure = reason
        content.failure = nil
        content.confirmation = nil
        follower = nil
        update()
    }

    private func update() {
        state = content.state(isLoading: requests.isLoading, formatWhen: GameText.when(_:timeZone:))
    }
}
