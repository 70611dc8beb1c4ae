import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("Invite in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct InviteTerminalViewTests {
    static let link = GameFixtures.thursday.inviteToken
    static let thursday = FakeInviteService.invite(of: GameFixtures.thursday)

    func openInvite(_ invite: InviteResponse) async -> AppHarness {
        let app = AppHarness(invites: FakeInviteService(invites: [Self.link: invite]))
        await app.start(with: app.factory.makeInvite(token: Self.link))
        return app
    }

    @Test("Thursday's link says under the place what a head costs, that it is every week, and that it is full")
    func costRepeatAndPlaces() async {
        let app = await openInvite(Self.thursday)
        #expect(app.screen.contains("Hackney Marshes"))
        #expect(app.screen.contains("5 a head · Every week · Full: answer In to join the waiting list"))
    }

    @Test("A free one-off game with room says only how many places are left")
    func freeOneOff() async {
        var invite = Self.thursday
        invite.capacity = 10
        invite.costPerHead = nil
        invite.repeatsWeekly = false
        let app = await openInvite(invite)
        #expect(app.screen.contains("7 places left"))
        #expect(!app.screen.contains("a head") && !app.screen.contains("Every week"))
    }
}
