/// The markup of states that many tabs show alike (every watcher of one live match, say), made once
/// and handed to each tab that shows an equal state: a view renders its content through
/// ``html(for:render:)`` with one `SharedRenders` for all its instances.
///
/// It keeps the markup of the last ``capacity`` distinct states, shared by every tab in the
/// process; a state not among them is rendered and replaces the oldest. Only for views whose
/// content depends on nothing but the state (no per-tab memory such as an open picker).
@MainActor
public final class SharedRenders<State: Equatable> {
    /// How many distinct states are kept.
    public let capacity: Int
    private var kept: [(state: State, html: HTML)] = []
    /// How many renders were made, and how many were handed out again, since the start.
    public private(set) var made = 0
    public private(set) var reused = 0

    public init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// The markup of `state`: the one kept for an equal state, else `render()`'s, kept from now on.
    public func html(for state: State, render: () -> HTML) -> HTML {
        if let index = kept.lastIndex(where: { $0.state == state }) {
            reused += 1
            return kept[index].html
        }
        made += 1
        let html = render()
        if kept.count == capacity { kept.removeFirst() }
        kept.append((state, html))
        return html
    }
}
