import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Gather assembly", .timeLimit(.minutes(1)))
struct GatherModuleTests {
    let harness = GatherFlowHarness()
    let delegate = RecordingGatherDelegate()

    @Test("the factory connects a presenter to the view, which shows the gather's teams")
    func assembles() async throws {
        let screen = harness.factory.makeGather(gather: GatherFlowFixtures.gather, delegate: delegate)

        let view = try #require(screen as? RecordingGatherView)
        await view.presenter?.viewDidLoad()
        #expect(view.states == [.expected()])
    }

    @Test("the clock runs on the injected clock")
    func usesTheInjectedClock() async throws {
        let view = try #require(
            harness.factory.makeGather(gather: GatherFlowFixtures.gather, delegate: delegate) as? RecordingGatherView)

        await view.presenter?.perform(.clock)
        await harness.clock.advance(seconds: 61)
        await view.waitForClock("08:59")

        #expect(view.states.last == .expected(clock: "08:59", action: "Pause"))
    }

    @Test("popping the screen releases the whole module, even with the clock running")
    func releasedWhenPopped() async throws {
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makeGather(gather: GatherFlowFixtures.gather, delegate: delegate)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingGatherView)
            await view.presenter?.perform(.clock)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        await harness.clock.advance(seconds: 1)
        #expect(references?.released == [false, false, false, false])

        harness.navigator.pop()
        await harness.clock.advance(seconds: 1)

        #expect(references?.released == [true, true, true, true])
    }
}
