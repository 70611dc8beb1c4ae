/// How fast one client may call the API: a token bucket per client address and one per account,
/// each holding ten seconds of its rate, so a burst (a screen that loads three lists) passes and a
/// loop that never stops is answered 429 with `Retry-After`.
public struct RequestBudgetLimits: Sendable, Equatable {
    /// A sustained rate and the burst above it.
    public struct Rate: Sendable, Equatable {
        /// Requests per second, refilled continuously.
        public var perSecond: Int
        /// Requests that may come at once after a quiet spell.
        public var burst: Int

        /// `perSecond` (at least 1), with a burst of ten seconds of it unless told otherwise.
        public init(perSecond: Int, burst: Int? = nil) {
            self.perSecond = max(1, perSecond)
            self.burst = max(1, burst ?? self.perSecond * 10)
        }
    }

    /// The budget of one client address (an IPv6 client's /64); `nil` for none.
    public var perAddress: Rate?
    /// The budget of one account, whatever its addresses; `nil` for none.
    public var perAccount: Rate?
    /// Clients followed at once; past it, the quietest are forgotten (they start full again).
    public var trackedClients: Int
    /// How many of one account's requests an instance works on at once, and how many may wait;
    /// `nil` for no limit.
    public var perAccountAtOnce: AccountTurnLimits?

    /// 50 requests a second per address and 30 per account, bursts of ten seconds' worth, 100,000
    /// clients followed; an account's requests one at a time per instance, 64 more waiting.
    public init(
        perAddress: Rate? = Rate(perSecond: 50), perAccount: Rate? = Rate(perSecond: 30),
        perAccountAtOnce: AccountTurnLimits? = AccountTurnLimits(), trackedClients: Int = 100_000
    ) {
        self.perAddress = perAddress
        self.perAccount = perAccount
        self.perAccountAtOnce = perAccountAtOnce
        self.trackedClients = max(1, trackedClients)
    }

    /// No budget at all.
    public static let unlimited = RequestBudgetLimits(perAddress: nil, perAccount: nil, perAccountAtOnce: nil)

    /// The values `API_REQUESTS_PER_ADDRESS` and `API_REQUESTS_PER_ACCOUNT` may take, besides `off`.
    public static let rates = 1...1_000_000
}

extension RequestBudgetLimits {
    /// The budget `API_REQUESTS_PER_ADDRESS` and `API_REQUESTS_PER_ACCOUNT` describe: requests a
    /// second (1 to 1,000,000, bursts of ten seconds' worth) or `off`; 50 and 30 when unset.
    /// - Throws: ``ConfigurationError`` naming the variable whose value is unusable.
    static func fromEnvironment(_ environment: [String: String]) throws(ConfigurationError) -> RequestBudgetLimits {
        var limits = RequestBudgetLimits()
        limits.perAddress = try rate("API_REQUESTS_PER_ADDRESS", environment, default: limits.perAddress)
        limits.perAccount = try rate("API_REQUESTS_PER_ACCOUNT", environment, default: limits.perAccount)
        limits.perAccountAtOnce = try atOnce(environment, default: limits.perAccountAtOnce)
        return limits
    }

    private static func atOnce(_ environment: [String: String], default: AccountTurnLimits?)
        throws(ConfigurationError) -> AccountTurnLimits?
    {
        let variable = "API_REQUESTS_AT_ONCE_PER_ACCOUNT"
        guard let value = environment[variable] else { return `default` }
        if value.lowercased() == "off" { return nil }
        let range = AccountTurnLimits.runningRange
        guard let running = Int(value), range.contains(running) else {
            throw ConfigurationError(
                variable: variable,
                reason: "must be a whole number of requests between \(range.lowerBound) and \(range.upperBound), "
                    + "or off, not \"\(value.prefix(40))\"")
        }
        return AccountTurnLimits(running: running, waiting: `default`?.waiting ?? AccountTurnLimits().waiting)
    }

    private static func rate(_ variable: String, _ environment: [String: String], default: Rate?)
        throws(ConfigurationError) -> Rate?
    {
        guard let value = environment[variable] else { return `default` }
        if value.lowercased() == "off" { return nil }
        guard let perSecond = Int(value), rates.contains(perSecond) else {
            throw ConfigurationError(
                variable: variable,
                reason: "must be a whole number of requests a second between \(rates.lowerBound) and "
                    + "\(rates.upperBound), or off, not \"\(value.prefix(40))\"")
        }
        return Rate(perSecond: perSecond)
    }
}
