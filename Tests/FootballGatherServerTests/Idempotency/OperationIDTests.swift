import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("A match operation with an id is applied once however often it is sent")
struct OperationIDTests {
    typealias Roster = GatherRoutesTests.Roster

    /// Sends `operation` to `gather` with `token`.
    static func send(
        _ operation: GatherOperation, to gather: GatherResponse, token: String, api: TestAPI
    ) async throws -> TestingHTTPResponse {
        try await api.send(.POST, APIPath.operations(ofGather: gather.id), token: token, json: operation)
    }

    static func isReplay(_ response: TestingHTTPResponse) -> Bool {
        response.headers.first(name: IdempotencyHeaders.replayed) == "true"
    }

    /// The operation ids `gather` keeps, oldest first.
    static func keptIDs(of gather: GatherResponse, on app: Application) async throws -> [String] {
        try await AppliedOperationModel.query(on: app.db).filter(\.$gather.$id == gather.id)
            .sort(\.$number).all().map(\.operationID)
    }

    @Test(
        "A re-sent goal counts once: the re-send answers the match as it stands, marked replayed, and publishes nothing",
        arguments: TestDatabase.all)
    func resentOnce(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let (roster, secondDevice, gather) = try await GatherOperationTests.matchOnTwoDevices(app)
            let goal = GatherOperation(.addGoal, team: .teamA, id: "tab-1:7:operation.1")

            let first = try await Self.send(goal, to: gather, token: roster.token, api: roster.api)
            #expect(first.status == .ok)
            #expect(!Self.isReplay(first))
            try await GatherOperationTests.apply(
                GatherOperation(.addGoal, team: .teamB), to: gather, token: roster.token, api: roster.api)
            let published = app.changeFeed.latestID

            let again = try await Self.send(goal, to: gather, token: secondDevice, api: roster.api)

            #expect(again.status == .ok)
            #expect(Self.isReplay(again))
            #expect(try roster.api.decode(GatherProgressRequest.self, from: again).score == "1:1")
            #expect(app.changeFeed.latestID == published)
            #expect(try await GatherProgressTests.unfinished(roster)?.progress.score == "1:1")
            #expect(try await Self.keptIDs(of: gather, on: app) == ["tab-1:7:operation.1"])
        }
    }

    @Test(
        "Ten sends of one goal at once, from two devices, count once: one is applied, nine answer as replays",
        arguments: TestDatabase.all)
    func concurrentSends(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let (roster, secondDevice, gather) = try await GatherOperationTests.matchOnTwoDevices(app)
            let goal = GatherOperation(.addGoal, team: .teamB, id: "tab-2:3:operation.1")
            let api = roster.api

            let replays = try await withThrowingTaskGroup(of: Bool.self) { group in
                for send in 0..<10 {
                    group.addTask {
                        let token = send.isMultiple(of: 2) ? roster.token : secondDevice
                        let response = try await Self.send(goal, to: gather, token: token, api: api)
                        #expect(response.status == .ok)
                        #expect(try api.decode(GatherProgressRequest.self, from: response).score == "0:1")
                        return Self.isReplay(response)
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }

            #expect(replays.filter { !$0 }.count == 1)
            #expect(try await GatherProgressTests.unfinished(roster)?.progress.score == "0:1")
            #expect(try await Self.keptIDs(of: gather, on: app) == ["tab-2:3:operation.1"])
        }
    }

    @Test(
        "An id that is empty, too long or holds other characters is refused with a sentence naming 'id'; nothing changes",
        arguments: TestDatabase.all, ["", String(repeating: "a", count: 65), "tab 1", "tab/1", "é"])
    func badIDs(database: TestDatabase, id: String) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let gather = try await GatherProgressTests.startGather(roster)

            let response = try await Self.send(
                GatherOperation(.addGoal, team: .teamA, id: id), to: gather, token: roster.token, api: roster.api)

            #expect(response.status == .badRequest)
            #expect(
                try roster.api.reason(of: response)
                    == "'id' must be 1 to 64 letters, digits, '.', '_', ':' or '-', not \"\(id)\".")
            // The match stands at its kick-off: no goal was counted.
            #expect(try await GatherProgressTests.unfinished(roster)?.progress.score == "0:0")
            #expect(try await Self.keptIDs(of: gather, on: app).isEmpty)
        }
    }

    @Test(
        "A gather keeps its newest ids only (older ones are forgotten as new ones come), and they go with the gather",
        arguments: TestDatabase.all)
    func boundedAndDeletedWithTheGather(database: TestDatabase) async throws {
        try await withApp(on: database, adjust: { $0.idempotencyLimits.operationIDsPerGather = 3 }) { app in
            let roster = try await Roster(app: app)
            let gather = try await GatherProgressTests.startGather(roster)
            let other = try await GatherProgressTests.startGather(roster)
            let goal = { (id: String) in GatherOperation(.addGoal, team: .teamA, id: id) }
            try await GatherOperationTests.apply(goal("other-1"), to: other, token: roster.token, api: roster.api)
            for number in 1...5 {
                try await GatherOperationTests.apply(
                    goal("g-\(number)"), to: gather, token: roster.token, api: roster.api)
            }

            #expect(try await Self.keptIDs(of: gather, on: app) == ["g-3", "g-4", "g-5"])
            #expect(Self.isReplay(try await Self.send(goal("g-5"), to: gather, token: roster.token, api: roster.api)))
            // Forgotten: applied again.
            let forgotten = try await Self.send(goal("g-1"), to: gather, token: roster.token, api: roster.api)
            #expect(!Self.isReplay(forgotten))
            #expect(try roster.api.decode(GatherProgressRequest.self, from: forgotten).score == "6:0")
            #expect(try await Self.keptIDs(of: other, on: app) == ["other-1"])

            let deleted = try await roster.api.send(.DELETE, APIPath.gather(gather.id), token: roster.token)
            #expect(deleted.status == .noContent)
            #expect(try await Self.keptIDs(of: gather, on: app).isEmpty)
            #expect(try await Self.keptIDs(of: other, on: app) == ["other-1"])
        }
    }

    @Test("An operation without an id is applied each time it is sent, as before")
    func withoutID() async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            let gather = try await GatherProgressTests.startGather(roster)
            for _ in 0..<2 {
                let response = try await Self.send(
                    GatherOperation(.addGoal, team: .teamA), to: gather, token: roster.token, api: roster.api)
                #expect(!Self.isReplay(response))
            }
            #expect(try await GatherProgressTests.unfinished(roster)?.progress.score == "2:0")
            #expect(try await Self.keptIDs(of: gather, on: app).isEmpty)
        }
    }
}
