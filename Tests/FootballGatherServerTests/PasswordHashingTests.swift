import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Password hashing pool")
struct PasswordHashingTests {
    @Test(
        "With every hashing thread busy and the queue full, the database still answers and one more login or registration answers 503",
        .timeLimit(.minutes(1)), arguments: TestDatabase.all)
    func saturatedPool(database: TestDatabase) async throws {
        try await withApp(
            on: database, adjust: { $0.passwordHashing = PasswordHashingLimits(threads: 2, queuedJobs: 1) }
        ) {
            app in
            let api = TestAPI(app: app)
            let token = try await api.signUp("alice", password: "pitch-side")
            let gate = GatedHasher(wrapping: app.password.sync)
            app.passwords.use { _ in gate }
            defer { gate.open() }

            async let first = api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            async let second = api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            await gate.waitForEntries(2)
            async let queued = api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            await gate.waitForQueued(on: app.passwordHashing, count: 3)

            let players = try await api.send(.GET, APIPath.players, token: token)
            #expect(players.status == .ok)
            #expect(try api.decode([PlayerResponse].self, from: players) == [])
            #expect(try await api.send(.GET, "/health").status == .ok)
            let busy = try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            #expect(busy.status == .serviceUnavailable)
            #expect(busy.headers.first(name: "Retry-After") == "1")
            #expect(try api.reason(of: busy) == "The server is busy; try again in a moment.")
            let registration = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: "bob", password: "pitch-side"))
            #expect(registration.status == .serviceUnavailable)
            #expect(try api.reason(of: registration) == "The server is busy; try again in a moment.")

            gate.open()
            let statuses = try await [first.status, second.status, queued.status]
            #expect(statuses == [.ok, .ok, .ok])
            #expect(try await UserModel.query(on: app.db).all().map(\.username) == ["alice"])
            #expect(try await UserTokenModel.query(on: app.db).count() == 4)
            #expect(try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side")).status == .ok)
        }
    }
}

/// Holds every hash and verification until ``open()``, reporting each one that starts.
final class GatedHasher: PasswordHasher {
    private let wrapped: any PasswordHasher
    private let isOpen = ConditionLock(value: false)
    private let entries = NIOLockedValueBox(0)
    private let (entered, enteredContinuation) = AsyncStream<Void>.makeStream()

    init(wrapping wrapped: any PasswordHasher) {
        self.wrapped = wrapped
    }

    /// Returns once `count` hashes or verifications have started in all.
    func waitForEntries(_ count: Int) async {
        var iterator = entered.makeAsyncIterator()
        while entries.withLockedValue({ $0 }) < count {
            _ = await iterator.next()
        }
    }

    /// Returns once `hashing` has admitted `count` jobs (running or queued).
    func waitForQueued(on hashing: PasswordHashing, count: Int) async {
        await hashing.waitUntil { $0.admittedJobs >= count }
    }

    func open() {
        isOpen.lock()
        isOpen.unlock(withValue: true)
    }

    func hash<Password: DataProtocol>(_ password: Password) throws -> [UInt8] {
        passGate()
        return try wrapped.hash(password)
    }

    func verify<Password: DataProtocol, Digest: DataProtocol>(_ password: Password, created digest: Digest) throws
        -> Bool
    {
        passGate()
        return try wrapped.verify(password, created: digest)
    }

    private func passGate() {
        entries.withLockedValue { $0 += 1 }
        enteredContinuation.yield()
        isOpen.lock(whenValue: true)
        isOpen.unlock()
    }
}
