import FootballGather
import FootballGatherTestSupport
import Foundation

/// Players shared by the Login, PlayerList, PlayerAdd, PlayerDetail and PlayerEdit tests.
enum PlayerFixtures {
    /// A player with every detail filled in.
    static let alice = Player(
        id: UUID(fake: 101, kind: 1), name: "Alice", age: 30, skill: .amateur, preferredPosition: .defender,
        favouriteTeam: "Real Madrid")
    /// A player with a name only.
    static let bob = Player(id: UUID(fake: 102, kind: 1), name: "Bob")
    static let carla = Player(
        id: UUID(fake: 103, kind: 1), name: "Carla", skill: .professional, preferredPosition: .striker)

    /// A session as the fake account service hands it out.
    static let session = Session(
        token: "token-1", userID: FakeAccountService.userID(of: "ana"), username: "ana",
        expiresAt: FakeAccountService.expiry)
}
