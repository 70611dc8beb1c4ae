import Fluent
import Foundation

/// One `Idempotency-Key` a caller sent with a request, and the answer to it once there is one
/// (`status` is `nil` while the request is being handled). `@unchecked Sendable` as ``UserModel``.
final class IdempotencyKeyModel: Model, @unchecked Sendable {
    static let schema = "idempotency_keys"

    @ID(key: .id) var id: UUID?
    /// Whose key it is: `account <id>`, or `link <SHA-256 of the invite token>`.
    @Field(key: "caller") var caller: String
    /// The method and route the key was sent to, e.g. `POST api/invites/:token/answers`.
    @Field(key: "request") var request: String
    @Field(key: "key") var key: String
    /// The SHA-256 of the request's body, which a repeat must match.
    @Field(key: "body_digest") var bodyDigest: String
    @Field(key: "created_at") var createdAt: Date
    @OptionalField(key: "status") var status: Int?
    @OptionalField(key: "location") var location: String?
    @OptionalField(key: "entity_tag") var entityTag: String?
    @OptionalField(key: "body") var body: Data?

    init() {}

    init(caller: String, request: String, key: String, bodyDigest: String, createdAt: Date) {
        self.id = RandomID.make()
        self.caller = caller
        self.request = request
        self.key = key
        self.bodyDigest = bodyDigest
        self.createdAt = createdAt.roundedToMicroseconds
    }
}
