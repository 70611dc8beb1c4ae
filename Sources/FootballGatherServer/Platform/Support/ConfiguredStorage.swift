import Vapor

extension Application {
    /// What `configure` stored under `key`, which every route may rely on: reaching it before
    /// `configure` ran is a programming error, stopped with `what` named.
    func configured<Key: StorageKey>(_ key: Key.Type, _ what: String) -> Key.Value {
        guard let value = storage[key] else {
            preconditionFailure("configure(_:_:) sets up \(what) before any route runs")
        }
        return value
    }
}
