import Testing
import VIPERKit
import VIPERKitTesting

/// A screen standing for `routes`, whose steps toward other routes are given by the test: each
/// step runs as a tracked call, as a presenter's action would.
@MainActor
final class RoutedTestScreen: RoutedScreen {
    var routes: [Route]
    var isBlockingInput = false
    /// What the screen does toward a route: run the closure (a push, say) or answer without running anything.
    var steps: [Route: RouteStepTaken] = [:]
    var actions: [Route: @MainActor () -> Void] = [:]
    /// Whether Back asks first (handled here, nothing popped) instead of letting the navigator pop.
    var asksBeforeLeaving = false
    private(set) var backRequests = 0
    private let tasks: TaskTracker

    init(_ path: String..., tasks: TaskTracker) {
        routes = path.compactMap(Route.init(path:))
        self.tasks = tasks
    }

    func step(toward route: Route) -> RouteStepTaken? {
        let target = steps.keys.filter { route.hasPrefix($0) }.max { $0.components.count < $1.components.count }
        guard let target, let step = steps[target] else { return nil }
        if step == .performed, let action = actions[target] { tasks.run { action() } }
        return step
    }

    func handleBack() -> Bool {
        backRequests += 1
        if asksBeforeLeaving { isBlockingInput = true }
        return asksBeforeLeaving
    }
}

@MainActor
@Suite("Route walker: taking a navigator to a route the way the user would")
struct RouteWalkerTests {
    let tasks = TaskTracker()

    /// A list at /items whose rows open /items/{n}, each opening /items/{n}/edit.
    private func itemsApp() -> (RecordingNavigator, RoutedTestScreen) {
        let list = RoutedTestScreen("/items", tasks: tasks)
        let navigator = RecordingNavigator(root: list)
        for item in ["1", "2"] {
            let detailRoute = Route("items", item)
            list.steps[detailRoute] = .performed
            list.actions[detailRoute] = { [tasks] in
                let detail = RoutedTestScreen(detailRoute.path, tasks: tasks)
                detail.steps[detailRoute.appending("edit")] = .performed
                detail.actions[detailRoute.appending("edit")] = {
                    navigator.push(RoutedTestScreen(detailRoute.appending("edit").path, tasks: tasks))
                }
                navigator.push(detail)
            }
        }
        list.steps[Route("items", "9")] = .unavailable("Item 9 was deleted.")
        return (navigator, list)
    }

    @Test("Forward: each screen's step opens the next one until the route is shown")
    func forward() async {
        let (navigator, _) = itemsApp()
        let outcome = await RouteWalker.walk(navigator, to: Route("items", "2", "edit"), tasks: tasks)
        #expect(outcome == .arrived)
        #expect(navigator.routes.map(\.path) == ["/items", "/items/2", "/items/2/edit"])
    }

    @Test("Back: a route below is reached through each screen's own Back")
    func back() async {
        let (navigator, list) = itemsApp()
        _ = await RouteWalker.walk(navigator, to: Route("items", "1", "edit"), tasks: tasks)
        #expect(await RouteWalker.walk(navigator, to: Route("items"), tasks: tasks) == .arrived)
        #expect(navigator.visibleScreen === list)
        #expect(navigator.calls.filter { $0 == .pop }.count == 2)
    }

    @Test("A sibling's route: back until a screen leads there, then forward")
    func sibling() async {
        let (navigator, _) = itemsApp()
        _ = await RouteWalker.walk(navigator, to: Route("items", "1", "edit"), tasks: tasks)
        #expect(await RouteWalker.walk(navigator, to: Route("items", "2"), tasks: tasks) == .arrived)
        #expect(navigator.routes.map(\.path) == ["/items", "/items/2"])
    }

    @Test("Something that no longer exists stops at the nearest screen with the screen's reason")
    func unavailable() async {
        let (navigator, list) = itemsApp()
        let outcome = await RouteWalker.walk(navigator, to: Route("items", "9", "edit"), tasks: tasks)
        #expect(outcome == .unavailable("Item 9 was deleted."))
        #expect(navigator.visibleScreen === list)
    }

    @Test("Nothing leads there from the root: the walk stops where it is")
    func nowhere() async {
        let (navigator, list) = itemsApp()
        #expect(await RouteWalker.walk(navigator, to: Route("elsewhere"), tasks: tasks) == .stopped)
        #expect(navigator.visibleScreen === list)
        #expect(navigator.calls.isEmpty)
    }

    @Test("A screen that asks before leaving stops the walk back with its question open")
    func asksFirst() async {
        let (navigator, _) = itemsApp()
        _ = await RouteWalker.walk(navigator, to: Route("items", "1"), tasks: tasks)
        let detail = navigator.visibleScreen as? RoutedTestScreen
        detail?.asksBeforeLeaving = true
        #expect(await RouteWalker.walk(navigator, to: Route("items"), tasks: tasks) == .stopped)
        #expect(navigator.visibleScreen === detail)
        #expect(detail?.backRequests == 1)
    }

    @Test("A screen that must be done with first defers the walk; a busy one stops it")
    func deferredAndBusy() async {
        let login = RoutedTestScreen("/login", tasks: tasks)
        login.steps[Route()] = .afterThisScreen
        let navigator = RecordingNavigator(root: login)
        #expect(await RouteWalker.walk(navigator, to: Route("items", "1"), tasks: tasks) == .deferred)
        login.isBlockingInput = true
        #expect(await RouteWalker.walk(navigator, to: Route("items", "1"), tasks: tasks) == .stopped)
    }

    @Test("A step that changes nothing stops the walk instead of looping")
    func noProgress() async {
        let list = RoutedTestScreen("/items", tasks: tasks)
        list.steps[Route("items", "1")] = .performed
        list.actions[Route("items", "1")] = {}
        let navigator = RecordingNavigator(root: list)
        #expect(await RouteWalker.walk(navigator, to: Route("items", "1"), tasks: tasks) == .stopped)
    }

    @Test("The navigator's routes are its screens' routes, bottom first, modes included")
    func navigatorRoutes() {
        let list = RoutedTestScreen("/players", "/select", tasks: tasks)
        let navigator = RecordingNavigator(root: list)
        navigator.push(TestScreen("not routed"))
        navigator.present(RoutedTestScreen("/teams", tasks: tasks))
        #expect(navigator.routes.map(\.path) == ["/players", "/select", "/teams"])
    }
}
