import FootballGather
import Foundation

/// Players used across the view tests of every front end.
public enum Roster {
    public static let ana = Player(
        id: UUID(fake: 1, kind: 1), name: "Ana Lopez", age: 27, skill: .professional, preferredPosition: .striker,
        favouriteTeam: "Real Betis")
    public static let bruno = Player(
        id: UUID(fake: 2, kind: 1), name: "Bruno", skill: .amateur, preferredPosition: .goalkeeper)
    public static let chloe = Player(id: UUID(fake: 3, kind: 1), name: "Chloé", preferredPosition: .defender)
    public static let dan = Player(id: UUID(fake: 4, kind: 1), name: "Dan")
    public static let all = [ana, bruno, chloe, dan]

    /// An account "alice" / "secret" with a stored session, so the app opens on the player list.
    public static func loggedInAccounts() -> FakeAccountService {
        FakeAccountService(
            accounts: ["alice": "secret"],
            session: Session(
                token: "token-0", userID: FakeAccountService.userID(of: "alice"), username: "alice",
                expiresAt: FakeAccountService.expiry))
    }
}
