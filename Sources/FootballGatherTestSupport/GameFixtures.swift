import FootballGather
import FootballGatherAPI
import Foundation

/// Games used across the module and view tests of every front end. "Now" is the fakes' now,
/// Tuesday 24 Nov 2026 12:00 UTC.
public enum GameFixtures {
    /// Thursday 26 Nov 2026, 19:00 in London (UTC): upcoming.
    public static let thursdayDate = Date(timeIntervalSince1970: 1_795_719_600)
    /// The Thursday before, 19 Nov 2026 19:00: past.
    public static let lastWeekDate = Date(timeIntervalSince1970: 1_795_114_800)

    /// The id of person `n` of a fixture game.
    public static func personID(_ n: Int) -> UUID { UUID(fake: n, kind: 7) }

    /// Someone of a game: `player` of the roster, another player of the roster (`UUID(fake: 100 + n,
    /// kind: 1)`), or a guest who answered through the link.
    public static func person(
        _ n: Int, _ name: String, _ standing: GameStanding, player: Player? = nil, isGuest: Bool = false,
        waiting: Int? = nil, paid: Bool = false
    ) -> GamePerson {
        GamePerson(
            id: personID(n), name: name, playerID: isGuest ? nil : player?.id ?? UUID(fake: 100 + n, kind: 1),
            standing: standing, waitingPosition: waiting,
            answeredAt: standing == .unanswered ? nil : thursdayDate.addingTimeInterval(-Double(100_000 - n * 60)),
            paid: paid)
    }

    /// Thursday's game at Hackney Marshes for 3, £5 a head, weekly: Ana (paid), Bruno and Chloé are
    /// in; Dan and the guest Eve wait; Finn may come; Hana is out; Ivo has not answered.
    public static let thursday = GameResponse(
        id: UUID(fake: 1, kind: 6), startsAt: thursdayDate, timeZone: "Europe/London", place: "Hackney Marshes",
        capacity: 3, note: "Bring both shirts", costPerHead: 5, repeatsWeekly: true, answersOpen: true,
        inviteToken: FakeGameService.token("thursday"),
        people: [
            person(1, "Ana Lopez", .in, player: Roster.ana, paid: true),
            person(2, "Bruno", .in, player: Roster.bruno),
            person(3, "Chloé", .in, player: Roster.chloe),
            person(4, "Dan", .waiting, player: Roster.dan, waiting: 1),
            person(5, "Eve", .waiting, isGuest: true, waiting: 2),
            person(6, "Finn", .maybe),
            person(7, "Hana", .out),
            person(8, "Ivo", .unanswered),
        ],
        gatherID: nil)

    /// Last week's game at the same place, free, answers closed, with nobody.
    public static let lastWeek = GameResponse(
        id: UUID(fake: 2, kind: 6), startsAt: lastWeekDate, timeZone: "Europe/London", place: "Hackney Marshes",
        capacity: 10, note: nil, costPerHead: nil, repeatsWeekly: false, answersOpen: false,
        inviteToken: FakeGameService.token("lastweek"), people: [], gatherID: nil)
}
