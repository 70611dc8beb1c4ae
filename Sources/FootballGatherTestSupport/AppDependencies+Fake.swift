import FootballGather

extension AppDependencies {
    /// Dependencies made of in-memory fakes; pass the fakes a test wants to inspect.
    public static func fake(
        accounts: FakeAccountService = FakeAccountService(), players: FakePlayerService = FakePlayerService(),
        gathers: FakeGatherService = FakeGatherService(), settings: InMemoryKeyValueStore = InMemoryKeyValueStore(),
        clock: any Clock<Duration> = ContinuousClock()
    ) -> AppDependencies {
        AppDependencies(accounts: accounts, players: players, gathers: gathers, settings: settings, clock: clock)
    }
}
