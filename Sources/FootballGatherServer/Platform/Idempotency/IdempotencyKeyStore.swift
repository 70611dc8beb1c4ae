import Crypto
import Fluent
import Foundation

/// The database side of `Idempotency-Key`: claiming a key before its request is handled, the
/// answer kept for it, and the bounds (per caller, and by age). Shared by every instance on one
/// database, and kept across a restart.
struct IdempotencyKeyStore {
    let database: any Database
    let limits: IdempotencyLimits

    /// Who owns the key already there, as the repeat that finds it sees it.
    enum Claim {
        /// This request holds the key now (the row `id`) and is to be handled.
        case claimed(UUID)
        /// The key has an answer, to be given again.
        case answered(IdempotencyKeyModel)
        /// Another request holding the key is still being handled.
        case running(IdempotencyKeyModel)
    }

    /// Claims `key` of `caller` for `request` with a body of `bodyDigest`, unless it was claimed
    /// already: a key past its lifetime, or held by a request abandoned midway, is claimed afresh.
    func claim(_ key: String, caller: String, request: String, bodyDigest: String, now: Date = Date())
        async throws -> Claim
    {
        // A few rounds: the row found may go (expired, or its request failed) before it is read.
        for _ in 0..<3 {
            if let found = try await row(key, caller: caller, request: request) {
                if found.createdAt.addingTimeInterval(limits.keyLifetime) <= now {
                    try await found.delete(on: database)
                    continue
                }
                if found.status == nil, found.createdAt.addingTimeInterval(limits.abandonedAfter) <= now {
                    // Unless its request answered meanwhile.
                    try await IdempotencyKeyModel.query(on: database)
                        .filter(\.$id == found.requireID()).filter(\.$status == nil).delete()
                    continue
                }
                return found.status == nil ? .running(found) : .answered(found)
            }
            let claim = IdempotencyKeyModel(
                caller: caller, request: request, key: key, bodyDigest: bodyDigest, createdAt: now)
            do {
                try await claim.create(on: database)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                continue
            }
            try await dropOldest(of: caller, keeping: claim)
            return .claimed(try claim.requireID())
        }
        throw IdempotencyKeyRefusal.stillRunning
    }

    /// Keeps `answer` as the answer to the key held as `id`.
    func keep(_ answer: StoredAnswer, for id: UUID) async throws {
        try await IdempotencyKeyModel.query(on: database).filter(\.$id == id)
            .set(\.$status, to: answer.status).set(\.$location, to: answer.location)
            .set(\.$entityTag, to: answer.entityTag).set(\.$body, to: answer.body)
            .update()
    }

    /// Lets the key held as `id` go, so that the request can be sent again with it.
    func release(_ id: UUID) async throws {
        try await IdempotencyKeyModel.query(on: database).filter(\.$id == id).delete()
    }

    /// Deletes every key past its lifetime at `now`.
    /// - Returns: how many were deleted.
    @discardableResult
    func purge(now: Date = Date()) async throws -> Int {
        let expired = IdempotencyKeyModel.query(on: database)
            .filter(\.$createdAt <= now.addingTimeInterval(-limits.keyLifetime))
        let count = try await expired.count()
        if count > 0 { try await expired.delete() }
        return count
    }

    /// Deletes every key of the account `userID` (its account is gone, and what the answers held with it).
    func forgetKeys(ofAccount userID: UUID) async throws {
        try await IdempotencyKeyModel.query(on: database).filter(\.$caller == Self.caller(account: userID)).delete()
    }

    /// The caller column of the account `userID`'s keys.
    static func caller(account userID: UUID) -> String { "account \(userID.uuidString)" }

    /// The caller column of the keys sent through the invite link `token`.
    static func caller(inviteLink token: String) -> String { "link \(TokenDigest.digest(of: token))" }

    /// The SHA-256 of a request's body, in hex.
    static func digest(of body: Data) -> String {
        SHA256.hash(data: body).map { String(format: "%02x", $0) }.joined()
    }

    private func row(_ key: String, caller: String, request: String) async throws -> IdempotencyKeyModel? {
        try await IdempotencyKeyModel.query(on: database)
            .filter(\.$caller == caller).filter(\.$request == request).filter(\.$key == key)
            .first()
    }

    /// Forgets `caller`'s oldest keys past ``IdempotencyLimits/keysPerCaller``, never `kept`.
    private func dropOldest(of caller: String, keeping kept: IdempotencyKeyModel) async throws {
        let older = try await IdempotencyKeyModel.query(on: database)
            .filter(\.$caller == caller).filter(\.$id != kept.requireID())
            .sort(\.$createdAt, .descending).sort(\.$id, .descending)
            .range(max(0, limits.keysPerCaller - 1)..<(limits.keysPerCaller + 99))
            .all(\.$id)
        guard !older.isEmpty else { return }
        try await IdempotencyKeyModel.query(on: database).filter(\.$id ~~ older).delete()
    }
}

/// What is kept of a successful answer: its status, `Location`, `ETag` and body.
struct StoredAnswer: Equatable {
    var status: Int
    var location: String?
    var entityTag: String?
    var body: Data
}
