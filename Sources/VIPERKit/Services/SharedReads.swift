/// Reads that many callers ask for at about the same moment, made once: callers that ask for a
/// key share one read of it, and each gets its answer, the value or the same error.
///
/// Every caller is answered by a read that started after it asked, so an answer is never older
/// than the question: a caller that asks while a read of its key runs does not take that read's
/// answer (the read may have seen the data before a change the caller heard of) but waits for the
/// next read, which starts when the running one ends. A read is shared by everyone who asks until
/// it starts, so a burst of callers makes one read or two, and a read asked for after the last one
/// ended starts at once: this shares work, it is no cache. One instance serves every caller
/// that should share (every tab of a web server watching one live link, say); only share reads
/// whose answer is the same for each of those callers.
///
///     let reads = SharedReads<String, Match>()
///     let match = try await reads.value(for: token) { try await api.match(atLink: token) }
///
/// The reads run in tasks of their own, so a caller that stops waiting does not end one for the
/// others.
public actor SharedReads<Key: Hashable & Sendable, Value: Sendable> {
    /// How many reads were made, and how many callers were handed a read another caller asked for,
    /// since the start.
    public struct Tally: Hashable, Sendable {
        /// The reads made.
        public var made: Int
        /// The callers handed a read that another caller asked for.
        public var shared: Int

        /// A tally of `made` reads, `shared` with `shared` callers more.
        public init(made: Int = 0, shared: Int = 0) {
            self.made = made
            self.shared = shared
        }
    }

    private struct Read {
        let id: Int
        let task: Task<Value, any Error>
    }

    /// The read of each key under way.
    private var running: [Key: Read] = [:]
    /// The read of each key about to start (at once, or when the one under way ends), shared until
    /// it starts.
    private var next: [Key: Read] = [:]
    private var nextID = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// The reads made and shared so far.
    public private(set) var tally = Tally()

    /// Shares nothing yet.
    public init() {}

    /// The value of `key`, from a read that starts after this call: the read of `key` about to
    /// start if there is one, else `read`, started once no read of `key` runs and shared with
    /// whoever asks for `key` until then.
    /// - Throws: what the read threw.
    public func value(for key: Key, read: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let waiting = next[key] {
            tally.shared += 1
            changed()
            return try await waiting.task.value
        }
        nextID += 1
        let id = nextID
        let previous = running[key]?.task
        let task = Task {
            if let previous { _ = await previous.result }
            self.started(key, id: id)
            do {
                let value = try await read()
                self.ended(key, id: id)
                return value
            } catch {
                self.ended(key, id: id)
                throw error
            }
        }
        next[key] = Read(id: id, task: task)
        tally.made += 1
        changed()
        return try await task.value
    }

    /// Returns once `condition` holds of the tally, checked now and after each read asked for,
    /// rather than at intervals: tests wait with it for callers to join a read.
    public func waitUntil(_ condition: @Sendable (Tally) -> Bool) async {
        while !condition(tally) {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// The read `id` of `key` starts: whoever asks for `key` from now on waits for the next one.
    private func started(_ key: Key, id: Int) {
        if next[key]?.id == id { running[key] = next.removeValue(forKey: key) }
    }

    /// The read `id` of `key` ended: whoever asks for `key` from now on starts a new one.
    private func ended(_ key: Key, id: Int) {
        if running[key]?.id == id { running[key] = nil }
    }

    private func changed() {
        let woken = waiters
        waiters = []
        for waiter in woken { waiter.resume() }
    }
}
