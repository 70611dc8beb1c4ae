import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

@Suite("A game's invite page on a phone", .timeLimit(.minutes(1)))
@MainActor
struct InviteWebViewTests {
    static let link = GameFixtures.thursday.inviteToken
    static let thursday = FakeInviteService.invite(of: GameFixtures.thursday)

    func openInvite(_ invite: InviteResponse = thursday) async -> AppWebHarness {
        let app = AppWebHarness(invites: FakeInviteService(invites: [Self.link: invite]))
        await app.start(with: app.factory.makeInvite(token: Self.link))
        return app
    }

    @Test(
        "Not answered yet: when and where, the cost, Every week, that the game is full, the note, the name field with Ivo offered, In, Maybe, Out, then everyone"
    )
    func notAnswered() async {
        let app = await openInvite()

        #expect(app.page.contains(#"<p class="invite-cost">5 a head</p>"#))
        #expect(app.page.contains(#"<p class="invite-repeats">Every week</p>"#))
        #expect(app.page.contains(#"<p class="invite-places">Full: answer In to join the waiting list</p>"#))

        #expect(app.page.contains(#"id="field-name" name="name""#))
        #expect(app.page.contains(#"data-action="pick" data-value="Ivo""#))
        #expect(app.page.contains(#"aria-label="Answer In""#))
        GoldenFile.check(app.page, named: "Invite", fileExtension: "html")
    }

    @Test("Typing a name and Enter answers In: the page shows You, the waiting position, and Not Ivo?")
    func answered() async {
        let app = await openInvite()

        await app.send(.input(name: "name", value: "Ivo"), .key(.enter, field: "name"))

        #expect(app.page.contains("You: Ivo — Waiting (number 3)"))
        #expect(app.page.contains("The game is full: you are number 3 on the waiting list."))
        #expect(!app.page.contains(#"name="name""#), "the name field is asked no more")
        GoldenFile.check(app.page, named: "Invite-answered", fileExtension: "html")
    }

    @Test("Closed answers: the organiser's game and the server's sentence, and no answers")
    func closed() async {
        var closed = Self.thursday
        closed.answersOpen = false
        let app = await openInvite(closed)

        #expect(app.page.contains("Answers to this game are closed: ask the organiser."))
        #expect(!app.page.contains("answer-in") && !app.page.contains(#"name="name""#))
        #expect(app.page.contains("Hackney Marshes"))
    }

    @Test("A replaced link: the server's sentence, and nothing else")
    func replaced() async {
        let invites = FakeInviteService(invites: [Self.link: Self.thursday])
        await invites.replace(Self.link)
        let app = AppWebHarness(invites: invites)
        await app.start(with: app.factory.makeInvite(token: Self.link))

        #expect(app.page.contains(FakeInviteService.replaced))
        #expect(!app.page.contains("Hackney Marshes") && !app.page.contains("answer-in"))
        GoldenFile.check(app.page, named: "Invite-replaced", fileExtension: "html")
    }
}
