import Foundation
import VIPERKit

/// The match in progress: the line above the list, live on every device of the account; Open;
/// and the question about a match left for a long while.
extension PlayerListPresenter {
    /// A match nobody touched for this long (no operation since, nor since its creation) was left:
    /// the list asks whether to resume it instead of showing it as being played.
    static let leftAfter: TimeInterval = 30 * 60
    static let matchInProgressTitle = "Match in progress"
    static let matchLeftTitle = "Match left unfinished"

    /// Follows gathers starting, changing and ending on any device, for as long as the screen lives.
    func followMatches() {
        guard matchFollower == nil else { return }
        matchFollower = interactor.followMatches { [weak self] in await self?.reloadMatch() }
    }

    /// Reads the match in progress again and shows it, or that none is any more; a failed read
    /// leaves the line as it was, and an answer overtaken by a newer read is dropped.
    func reloadMatch() async {
        matchReads += 1
        let read = matchReads
        let latest: UnfinishedGather?
        do {
            latest = try await interactor.unfinishedGather()
        } catch {
            return
        }
        guard read == matchReads else { return }
        matchInProgress = latest
        updateState()
    }

    /// Whether nobody touched `match` for ``leftAfter`` or longer.
    func wasLeft(_ match: UnfinishedGather) -> Bool {
        now().timeIntervalSince(match.touchedAt) >= Self.leftAfter
    }

    /// Once the roster is shown, asks whether to resume a match left for a long while (the app or
    /// the server stopped mid-match, or the phone was put away); "Not now" leaves its line.
    func offerToResumeGather() async {
        guard hasLoaded, let left = matchInProgress, wasLeft(left),
            await view?.ask(ResumeQuestion.confirmation(for: left, now: now())) == true
        else { return }
        await resume(left)
    }

    func didTapOpenMatch() async {
        guard let shown = matchInProgress else { return }
        await resume(shown)
    }

    /// Opens the Gather screen of `shown` where it stands now: read again first, since its clock
    /// may have run on (when that fails, as shown). One that ended or was discarded meanwhile is
    /// not opened, and its line goes.
    private func resume(_ shown: UnfinishedGather) async {
        var latest: UnfinishedGather? = shown
        let ran = await requests.run(failure: nil) {
            do {
                latest = try await interactor.unfinishedGather()
            } catch {}
        }
        guard ran else { return }
        matchReads += 1
        matchInProgress = latest
        updateState()
        guard let latest, latest.gather.id == shown.gather.id else { return }
        router.showGather(resuming: latest, delegate: self)
    }

    /// "Match in progress · Team A 0 : 0 Team B", and Open.
    func matchLine(for match: UnfinishedGather) -> PlayerListMatchLine {
        PlayerListMatchLine(
            title: wasLeft(match) ? Self.matchLeftTitle : Self.matchInProgressTitle,
            score: match.progress.score.betweenTeams,
            open: ScreenAction(.openMatch, "Open", label: "Open the match in progress"))
    }
}
