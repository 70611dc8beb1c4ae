import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("A match changed by operations, applied one after another on the server")
struct GatherOperationTests {
    typealias Roster = GatherRoutesTests.Roster

    static func progress(_ score: String, _ status: ClockStatus, left: Int, set: Int = 600) -> GatherProgressRequest {
        GatherProgressTests.progress(score, status, left: left, set: set)
    }

    /// Applies `operation` to `gather` with `token`, expecting 200; returns the match after it.
    @discardableResult
    static func apply(
        _ operation: GatherOperation, to gather: GatherResponse, token: String, api: TestAPI
    ) async throws -> GatherProgressRequest {
        let response = try await api.send(.POST, APIPath.operations(ofGather: gather.id), token: token, json: operation)
        #expect(response.status == .ok, "\(operation.kind): \(response.body.string)")
        return try api.decode(GatherProgressRequest.self, from: response)
    }

    /// Alice's roster, a second login of hers (another device) and a gather of her first two players.
    static func matchOnTwoDevices(_ app: Application) async throws -> (Roster, String, GatherResponse) {
        let roster = try await Roster(app: app)
        let secondDevice = try await roster.api.logIn("alice", password: "secret-password").token
        return (roster, secondDevice, try await GatherProgressTests.startGather(roster))
    }

    @Test(
        "20 goals sent at once from two devices of one account all count: the score is 12:8",
        arguments: TestDatabase.all)
    func parallelGoalsFromTwoDevices(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let (roster, secondDevice, gather) = try await Self.matchOnTwoDevices(app)
            let api = roster.api

            try await withThrowingTaskGroup(of: Void.self) { group in
                for goal in 0..<20 {
                    group.addTask {
                        let token = goal.isMultiple(of: 2) ? roster.token : secondDevice
                        let team: GatherTeam = goal < 12 ? .teamA : .teamB
                        try await Self.apply(GatherOperation(.addGoal, team: team), to: gather, token: token, api: api)
                    }
                }
                try await group.waitForAll()
            }

            #expect(try await GatherProgressTests.unfinished(roster)?.progress.score == "12:8")
        }
    }

    @Test(
        "Start, pause, set and reset move the clock as the match screen does, and both devices end on one state",
        arguments: TestDatabase.all)
    func clockOperations(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let (roster, secondDevice, gather) = try await Self.matchOnTwoDevices(app)
            let apply = { (operation: GatherOperation, token: String) in
                try await Self.apply(operation, to: gather, token: token, api: roster.api)
            }

            #expect(
                try await apply(GatherOperation(.addGoal, team: .teamB), roster.token)
                    == Self.progress("0:1", .stopped, left: 600))
            let started = try await apply(GatherOperation(.startClock), roster.token)
            #expect(started.clock.status == .running)
            // The second device taps Start at the same moment: the clock was already running.
            #expect(try await apply(GatherOperation(.startClock), secondDevice).clock.status == .running)
            let paused = try await apply(GatherOperation(.pauseClock), secondDevice)
            #expect(paused.clock.status == .paused)
            #expect((590...600).contains(paused.clock.secondsLeft))
            #expect(
                try await apply(GatherOperation(.setClock, seconds: 420), roster.token)
                    == Self.progress("0:1", .paused, left: 420, set: 420))
            #expect(try await apply(GatherOperation(.startClock), roster.token).clock.status == .running)
            #expect(
                try await apply(GatherOperation(.resetClock), secondDevice)
                    == Self.progress("0:1", .stopped, left: 420, set: 420))
            #expect(
                try await apply(GatherOperation(.removeGoal, team: .teamB), roster.token)
                    == Self.progress("0:0", .stopped, left: 420, set: 420))
            #expect(try await apply(GatherOperation(.removeGoal, team: .teamB), secondDevice).score == "0:0")

            #expect(
                try await GatherProgressTests.unfinished(roster)?.progress
                    == Self.progress("0:0", .stopped, left: 420, set: 420))
        }
    }

    @Test(
        "An operation's change names the operation as its cause on the account's stream, so the device that sent it reads nothing back"
    )
    func operationIsTheChangesCause() async throws {
        try await withApp(on: .sqlite) { app in
            let (roster, _, gather) = try await Self.matchOnTwoDevices(app)
            let userID = try #require(try await UserModel.query(on: app.db).filter(\.$username == "alice").first()?.id)
            let stream = try app.changeFeed.subscribe(userID: userID, address: "127.0.0.1", after: nil)
            defer { stream.end() }

            try await Self.apply(
                GatherOperation(.addGoal, team: .teamA, id: "goal-1"), to: gather, token: roster.token, api: roster.api)
            try await Self.apply(
                GatherOperation(.addGoal, team: .teamB), to: gather, token: roster.token, api: roster.api)

            var events = stream.events.makeAsyncIterator()
            guard case .change(let first)? = await events.next(), case .change(let second)? = await events.next() else {
                Issue.record("two changes were expected")
                return
            }
            #expect(first.topic == .gather(gather.id) && first.cause == "goal-1")
            #expect(second.cause == nil)
            #expect(
                ChangeStreamController.text(of: .change(first), in: app.changeFeed).contains("\"cause\":\"goal-1\""))
        }
    }

    @Test("The match is read back as it stands: 0:0 at 10:00 at first, then after each operation; 409 once ended")
    func readBack() async throws {
        try await withApp(on: .sqlite) { app in
            let alice = try await Roster(app: app, username: "alice")
            let bob = try await Roster(app: app, username: "bob")
            let gather = try await GatherProgressTests.startGather(alice)
            let path = APIPath.progress(ofGather: gather.id)
            let read = { (roster: Roster) in try await roster.api.send(.GET, path, token: roster.token) }

            #expect(try alice.api.decode(GatherProgressRequest.self, from: try await read(alice)) == .kickOff)
            try await Self.apply(
                GatherOperation(.addGoal, team: .teamB), to: gather, token: alice.token, api: alice.api)
            #expect(
                try alice.api.decode(GatherProgressRequest.self, from: try await read(alice))
                    == Self.progress("0:1", .stopped, left: 600))
            #expect(try await read(bob).status == .notFound)
            try await PlayerRecordTests.end(gather, 0, 1, api: alice.api, token: alice.token)
            let ended = try await read(alice)
            #expect(ended.status == .conflict)
            #expect(try alice.api.reason(of: ended) == "This gather has already ended, 0:1.")
        }
    }

    @Test("A clock whose time ran out starts again from the time set")
    func startAfterTimeUp() async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            let gather = try await GatherProgressTests.startGather(roster)
            try await GatherProgressTests.record(
                Self.progress("2:2", .stopped, left: 0, set: 300), of: gather, by: roster)

            let restarted = try await Self.apply(
                GatherOperation(.startClock), to: gather, token: roster.token, api: roster.api)

            #expect(restarted.score == "2:2")
            #expect(restarted.clock.status == .running)
            #expect((295...300).contains(restarted.clock.secondsLeft))
        }
    }

    @Test("An ended gather takes no operation (409), another user's is not found (404), and a stranger gets 401")
    func endedAndStrangers() async throws {
        try await withApp(on: .sqlite) { app in
            let alice = try await Roster(app: app, username: "alice")
            let bob = try await Roster(app: app, username: "bob")
            let gather = try await GatherProgressTests.startGather(alice)
            let path = APIPath.operations(ofGather: gather.id)
            let goal = GatherOperation(.addGoal, team: .teamA)

            #expect(try await bob.api.send(.POST, path, token: bob.token, json: goal).status == .notFound)
            #expect(try await alice.api.send(.POST, path, json: goal).status == .unauthorized)
            try await PlayerRecordTests.end(gather, 1, 0, api: alice.api, token: alice.token)
            let late = try await alice.api.send(.POST, path, token: alice.token, json: goal)

            #expect(late.status == .conflict)
            #expect(
                try alice.api.reason(of: late) == "This gather has already ended; its progress can no longer change.")
        }
    }

    @Test(
        "An operation that cannot be applied is refused with a sentence naming what was wrong, and nothing changes",
        arguments: [
            (#"{"kind": "addGoal"}"#, #"'team' must be "Team A" or "Team B" for "addGoal"."#),
            (#"{"kind": "addGoal", "team": "Team C"}"#, #"'team' must be "Team A" or "Team B", not "Team C"."#),
            (
                #"{"kind": "removeGoal", "team": "Team A", "seconds": 5}"#,
                #"'seconds' goes with "setClock" only, not "removeGoal"."#
            ),
            (
                #"{"kind": "setClock"}"#,
                #"'seconds' must be a whole number from 1 to 3599 for "setClock"; it is missing."#
            ),
            (
                #"{"kind": "setClock", "seconds": 3600}"#,
                #"'seconds' must be a whole number from 1 to 3599 for "setClock"; not 3600."#
            ),
            (
                #"{"kind": "setClock", "seconds": 60, "team": "Team A"}"#,
                #"'team' goes with "addGoal" and "removeGoal" only, not "setClock"."#
            ),
            (#"{"kind": "pauseClock", "seconds": 1}"#, #""pauseClock" takes neither 'team' nor 'seconds'."#),
            (
                #"{"kind": "kickOff"}"#,
                #"'kind' must be "addGoal", "removeGoal", "startClock", "pauseClock", "resetClock" or "setClock", not "kickOff"."#
            ),
            (#"{"team": "Team A"}"#, "'kind' is required."),
        ])
    func invalidOperations(body: String, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            let gather = try await GatherProgressTests.startGather(roster)
            try await GatherProgressTests.record(Self.progress("1:1", .paused, left: 60), of: gather, by: roster)

            let response = try await roster.api.send(
                .POST, APIPath.operations(ofGather: gather.id), token: roster.token, rawBody: body)

            #expect(response.status == .badRequest)
            #expect(try roster.api.reason(of: response) == reason)
            #expect(
                try await GatherProgressTests.unfinished(roster)?.progress == Self.progress("1:1", .paused, left: 60))
        }
    }
}
