import FootballGather

/// Stands in for the player list behind ConfirmPlayers.
@MainActor
public final class EndedGatherRecorder: ConfirmPlayersDelegate, GatherDelegate {
    public private(set) var endings = 0
    public init() {}
    public func confirmPlayersDidEndGather() { endings += 1 }
    public func gatherDidEnd() { endings += 1 }
}
