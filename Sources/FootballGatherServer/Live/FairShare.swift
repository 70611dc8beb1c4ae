/// The rule that decides who gives up a place when a pool of streams is full, the one new web
/// browsers follow: the client address holding the most places gives up its oldest, if it holds
/// at least two more than the newcomer's address (so the newcomer's does not end up holding
/// more). So a few addresses holding every place cannot keep everyone else out; a newcomer is
/// refused only when no address holds more than its share.
enum FairShare {
    /// The key of the place to free for a newcomer from `newcomer`, among `places` (each its key,
    /// increasing with age, and its holder's address) that fill a pool; `nil` when no address holds
    /// more than its share.
    static func placeToFree(among places: [(key: Int, address: String)], for newcomer: String) -> Int? {
        var held: [String: (count: Int, oldest: Int)] = [:]
        for place in places {
            let known = held[place.address]
            held[place.address] = ((known?.count ?? 0) + 1, min(known?.oldest ?? .max, place.key))
        }
        guard
            let heaviest = held.max(by: { ($0.value.count, $1.value.oldest) < ($1.value.count, $0.value.oldest) }),
            heaviest.value.count >= (held[newcomer]?.count ?? 0) + 2
        else { return nil }
        return heaviest.value.oldest
    }
}
