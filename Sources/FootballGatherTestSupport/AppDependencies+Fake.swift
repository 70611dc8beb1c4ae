import FootballGather
import Foundation

extension AppDependencies {
    /// Dependencies made of in-memory fakes; pass the fakes a test wants to inspect.
    public static func fake(
        accounts: FakeAccountService = FakeAccountService(), players: FakePlayerService = FakePlayerService(),
        gathers: FakeGatherService = FakeGatherService(), games: FakeGameService = FakeGameService(),
        settings: InMemoryKeyValueStore = InMemoryKeyValueStore(),
        watching: FakeWatchService = FakeWatchService(), invites: FakeInviteService = FakeInviteService(),
        clock: any Clock<Duration> = ContinuousClock(),
        now: Date = Date(timeIntervalSince1970: 1_795_521_600),
        timeZone: TimeZone = TimeZone(identifier: "Europe/London") ?? .current
    ) -> AppDependencies {
        AppDependencies(
            accounts: accounts, players: players, gathers: gathers, games: games, settings: settings,
            watching: watching, invites: invites,
            clock: clock,
            now: { now }, timeZone: timeZone)
    }
}
