import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("A match in progress is found by every device from the moment it starts")
struct MatchInProgressTests {
    typealias Roster = GatherRoutesTests.Roster

    @Test(
        "A gather is in progress right after it is created, at the kick-off, touched at its creation",
        arguments: TestDatabase.all)
    func foundRightAfterCreation(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let gather = try await GatherProgressTests.startGather(roster)

            let unfinished = try #require(try await GatherProgressTests.unfinished(roster))

            #expect(unfinished.gather == gather)
            #expect(unfinished.progress == .kickOff)
            #expect(unfinished.recordedAt == gather.createdAt)
        }
    }

    @Test(
        "The gather touched last is the one in progress: a new one over one played earlier, then the earlier one once it is played on",
        arguments: TestDatabase.all)
    func touchedLastWins(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let earlier = try await GatherProgressTests.startGather(roster)
            try await roster.api.send(
                .POST, APIPath.operations(ofGather: earlier.id), token: roster.token,
                json: GatherOperation(.addGoal, team: .teamA))
            let model = try #require(try await GatherModel.find(earlier.id, on: app.db))
            model.progressAt = Date().addingTimeInterval(-3600)
            try await model.update(on: app.db)

            let newer = try await GatherProgressTests.startGather(roster)
            #expect(try await GatherProgressTests.unfinished(roster)?.gather == newer)

            try await roster.api.send(
                .POST, APIPath.operations(ofGather: earlier.id), token: roster.token,
                json: GatherOperation(.addGoal, team: .teamB))
            let found = try #require(try await GatherProgressTests.unfinished(roster))
            #expect(found.gather.id == earlier.id)
            #expect(found.progress.score == "1:1")
            #expect(found.recordedAt >= newer.createdAt)
        }
    }

    @Test("Starting a gather is told to the account's other devices, and to nobody else's", arguments: TestDatabase.all)
    func creationIsPublished(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            _ = try await Roster(app: app, username: "bob")
            let userID = try #require(
                try await UserModel.query(on: app.db).filter(\.$username == "alice").first()?.requireID())
            let strangerID = try #require(
                try await UserModel.query(on: app.db).filter(\.$username == "bob").first()?.requireID())
            let devices = app.changeFeed.watch(userID: userID)
            let strangers = app.changeFeed.watch(userID: strangerID)
            defer { devices.end() }

            _ = try await GatherProgressTests.startGather(roster)

            var news = devices.events.makeAsyncIterator()
            guard case .change(let change) = await news.next() else {
                Issue.record("No change was told")
                return
            }
            #expect(change.topic == .gathers)
            #expect(change.userID == userID)
            strangers.end()
            var strangersNews = strangers.events.makeAsyncIterator()
            #expect(await strangersNews.next() == nil)
        }
    }
}
