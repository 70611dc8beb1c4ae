import Foundation
import VIPERKit

/// A page event's name no other test uses, as the web front end names its events.
func uniqueEventOrigin() -> String {
    "tab-\(UUID().uuidString.prefix(8)):\(Int.random(in: 1...9_999))"
}

/// `headers` with the `Idempotency-Key` of the first write of `kind` the event `origin` made.
func withIdempotencyKey(_ headers: [String: String], origin: String, kind: String) -> [String: String] {
    headers.merging(["Idempotency-Key": EventOrigin.writeID(origin: origin, kind: kind, number: 1)]) { $1 }
}
