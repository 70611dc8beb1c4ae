import FootballGather

/// Stands in for the player list behind ConfirmPlayers.
@MainActor
final class EndedGatherRecorder: ConfirmPlayersDelegate, GatherDelegate {
    private(set) var endings = 0
    func confirmPlayersDidEndGather() { endings += 1 }
    func gatherDidEnd() { endings += 1 }
}
