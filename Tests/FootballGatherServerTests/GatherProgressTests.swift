import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("A gather's progress, kept to resume it")
struct GatherProgressTests {
    typealias Roster = GatherRoutesTests.Roster

    static func progress(_ score: String, _ status: ClockStatus, left: Int, set: Int = 600) -> GatherProgressRequest {
        GatherProgressRequest(score: score, clock: ClockProgress(status: status, secondsLeft: left, setSeconds: set))
    }

    /// A gather of the roster's first two players.
    static func startGather(_ roster: Roster) async throws -> GatherResponse {
        try await roster.api.createGather(
            teamA: [roster.players[0].id], teamB: [roster.players[1].id], token: roster.token)
    }

    /// Puts `progress` for `gather` as `roster`'s user.
    @discardableResult
    static func record(_ progress: GatherProgressRequest, of gather: GatherResponse, by roster: Roster) async throws
        -> TestingHTTPResponse
    {
        try await roster.api.send(.PUT, APIPath.progress(ofGather: gather.id), token: roster.token, json: progress)
    }

    static func unfinished(_ roster: Roster) async throws -> UnfinishedGatherResponse? {
        let response = try await roster.api.send(.GET, APIPath.unfinishedGather, token: roster.token)
        if response.status == .notFound { return nil }
        #expect(response.status == .ok)
        return try roster.api.decode(UnfinishedGatherResponse.self, from: response)
    }

    @Test(
        "A paused match is recorded and read back as the newest unfinished gather, with its teams",
        arguments: TestDatabase.all)
    func recordAndResume(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            #expect(try await Self.unfinished(roster) == nil)
            let older = try await Self.startGather(roster)
            let gather = try await Self.startGather(roster)
            let recorded = try await Self.record(Self.progress("0:1", .stopped, left: 600), of: older, by: roster)
            #expect(recorded.status == .noContent)
            try await Self.record(Self.progress("2:1", .paused, left: 252, set: 420), of: gather, by: roster)

            let unfinished = try #require(try await Self.unfinished(roster))

            #expect(unfinished.gather == gather)
            #expect(unfinished.progress == Self.progress("2:1", .paused, left: 252, set: 420))
        }
    }

    @Test(
        "A running clock is read back counted down to now, and stopped at 00:00 once its time has passed or had",
        arguments: TestDatabase.all)
    func runningClockCountsOnTheServer(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let gather = try await Self.startGather(roster)
            try await Self.record(Self.progress("1:0", .running, left: 300), of: gather, by: roster)

            let atZero = try await Self.record(Self.progress("1:0", .running, left: 0), of: gather, by: roster)
            #expect(atZero.status == .noContent)
            #expect(try await Self.unfinished(roster)?.progress == Self.progress("1:0", .stopped, left: 0))
            try await Self.record(Self.progress("1:0", .running, left: 300), of: gather, by: roster)

            let justNow = try #require(try await Self.unfinished(roster)).progress.clock
            #expect(justNow.status == .running)
            #expect((290...300).contains(justNow.secondsLeft))

            // Recorded 100 s ago, then 400 s ago.
            for (ago, expected) in [(100.0, 200), (400.0, 0)] {
                let model = try #require(try await GatherModel.find(gather.id, on: app.db))
                model.progressAt = Date().addingTimeInterval(-ago)
                try await model.update(on: app.db)
                let clock = try #require(try await Self.unfinished(roster)).progress.clock
                #expect((expected - 10...expected).contains(clock.secondsLeft))
                #expect(clock.status == (expected > 0 ? .running : .stopped))
            }
        }
    }

    @Test(
        "An ended gather takes no progress and is not offered; one deleted is not offered either",
        arguments: TestDatabase.all)
    func endedOrDeleted(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let gather = try await Self.startGather(roster)
            try await Self.record(Self.progress("3:2", .paused, left: 10), of: gather, by: roster)
            try await PlayerRecordTests.end(gather, 3, 2, api: roster.api, token: roster.token)

            let late = try await Self.record(Self.progress("3:3", .paused, left: 5), of: gather, by: roster)

            #expect(late.status == .conflict)
            #expect(
                try roster.api.reason(of: late) == "This gather has already ended; its progress can no longer change.")
            #expect(try await Self.unfinished(roster) == nil)

            let left = try await Self.startGather(roster)
            try await Self.record(Self.progress("0:0", .running, left: 599), of: left, by: roster)
            _ = try await roster.api.send(.DELETE, APIPath.gather(left.id), token: roster.token)
            #expect(try await Self.unfinished(roster) == nil)
        }
    }

    @Test("Nobody records or reads the progress of another user's gather")
    func strangers() async throws {
        try await withApp(on: .sqlite) { app in
            let alice = try await Roster(app: app, username: "alice")
            let bob = try await Roster(app: app, username: "bob")
            let gather = try await Self.startGather(alice)
            try await Self.record(Self.progress("1:1", .paused, left: 60), of: gather, by: alice)

            let intrusion = try await Self.record(Self.progress("9:0", .paused, left: 1), of: gather, by: bob)

            #expect(intrusion.status == .notFound)
            #expect(try await Self.unfinished(bob) == nil)
            #expect(try await Self.unfinished(alice)?.progress == Self.progress("1:1", .paused, left: 60))
            let anonymous = try await alice.api.send(.GET, APIPath.unfinishedGather)
            #expect(anonymous.status == .unauthorized)
        }
    }

    @Test(
        "Progress that cannot be a match is refused with a sentence naming the field, and nothing changes",
        arguments: [
            (
                #"{"score": "100:0", "clock": {"status": "paused", "secondsLeft": 10, "setSeconds": 600}}"#,
                #"'score' must be "A:B" with each side a whole number from 0 to 99, not "100:0"."#
            ),
            (
                #"{"score": "1:0", "clock": {"status": "paused", "secondsLeft": 3600, "setSeconds": 600}}"#,
                "'clock.secondsLeft' must be a whole number from 0 to 3599, not 3600."
            ),
            (
                #"{"score": "1:0", "clock": {"status": "paused", "secondsLeft": 10, "setSeconds": 0}}"#,
                "'clock.setSeconds' must be a whole number from 1 to 3599, not 0."
            ),
            (
                #"{"score": "1:0", "clock": {"status": "ticking", "secondsLeft": 10, "setSeconds": 600}}"#,
                #"'clock.status' must be "stopped", "running" or "paused", not "ticking"."#
            ),
            (#"{"score": "1:0"}"#, "'clock' is required."),
        ])
    func invalidProgress(body: String, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            let gather = try await Self.startGather(roster)
            try await Self.record(Self.progress("1:1", .paused, left: 60), of: gather, by: roster)

            let response = try await roster.api.send(
                .PUT, APIPath.progress(ofGather: gather.id), token: roster.token, rawBody: body)

            #expect(response.status == .badRequest)
            #expect(try roster.api.reason(of: response) == reason)
            #expect(try await Self.unfinished(roster)?.progress == Self.progress("1:1", .paused, left: 60))
        }
    }

    @Test("The unfinished path takes GET only")
    func unfinishedTakesGetOnly() async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            let response = try await roster.api.send(.DELETE, APIPath.unfinishedGather, token: roster.token)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers.first(name: "Allow") == "GET")
        }
    }
}
