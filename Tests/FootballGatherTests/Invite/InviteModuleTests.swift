import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Invite assembly")
struct InviteModuleTests {
    @Test("/games/<token> is the invite page; /games/<uuid> and /games/new stay the organiser's")
    func routes() {
        let token = GameFixtures.thursday.inviteToken
        #expect(AppRoute(Route("games", token)) == .invite(token))
        #expect(AppRoute.invite(token).route.path == "/games/\(token)")
        #expect(AppRoute(Route("games", GameFixtures.thursday.id.uuidString)) == .game(GameFixtures.thursday.id))
        #expect(AppRoute(Route("games", "new")) == .newGame)
        #expect(AppRoute(Route("games", "short-token")) == nil)
        #expect(AppRoute.invite(token).parent == nil)
    }

    @Test("popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        let harness = GatherFlowHarness()
        let navigator = harness.navigator
        let factory = harness.factory
        var references: ModuleReferences?
        do {
            let screen = factory.makeInvite(token: GameFixtures.thursday.inviteToken)
            navigator.push(screen)
            let view = try #require(screen as? RecordingInviteView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        #expect(references?.released == [false, false, false, false])

        navigator.pop()

        #expect(references?.released == [true, true, true, true])
    }
}
