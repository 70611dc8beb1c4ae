import Clocks
import FootballGather
import FootballGatherTestSupport
import Foundation
import VIPERKit
import VIPERKitTesting

/// A module factory for the ConfirmPlayers, Gather, History and games tests: a fake gather service,
/// a test clock, recording views and a recording navigator whose root is a placeholder screen.
@MainActor
final class GatherFlowHarness {
    let navigator: RecordingNavigator
    let root = GatherFlowRootScreen()
    let views = RecordingViewFactory()
    let gathers: FakeGatherService
    let games: FakeGameService
    let clock = TestClock()
    let factory: ModuleFactory

    /// - Parameter timeZone: the viewer's time zone (`AppDependencies.timeZone`).
    init(
        gathers: FakeGatherService = FakeGatherService(), games: FakeGameService = FakeGameService(),
        timeZone: TimeZone = .current
    ) {
        self.gathers = gathers
        self.games = games
        navigator = RecordingNavigator(root: root)
        factory = ModuleFactory(
            dependencies: .fake(gathers: gathers, games: games, clock: clock, timeZone: timeZone), views: views,
            navigator: navigator)
    }
}

/// The screen below the modules under test (the player list in the app).
@MainActor
final class GatherFlowRootScreen: Screen {}
