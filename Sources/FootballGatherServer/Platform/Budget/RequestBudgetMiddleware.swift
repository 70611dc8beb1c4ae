import Vapor

/// Takes each API request from its client address's budget, before anything else is done for
/// it; past the budget it is answered 429 with `Retry-After`.
struct AddressBudgetMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let client = RequestBudget.Client.address(request.clientAddress)
        guard let wait = request.application.requestBudget.take(client) else { return next.respond(to: request) }
        return request.eventLoop.makeFailedFuture(RequestBudget.refusal(client, wait: wait))
    }
}

/// Takes each signed-in request from its account's budget, whatever address it comes from; past
/// the budget it is answered 429 with `Retry-After`. After the bearer token is checked.
struct AccountBudgetMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard let session = request.auth.get(BearerSession.self) else { return next.respond(to: request) }
        let client = RequestBudget.Client.account(session.userID)
        guard let wait = request.application.requestBudget.take(client) else { return next.respond(to: request) }
        return request.eventLoop.makeFailedFuture(RequestBudget.refusal(client, wait: wait))
    }
}

private struct RequestBudgetKey: StorageKey {
    typealias Value = RequestBudget
}

extension Application {
    /// The API's request budget, set by `configure`.
    var requestBudget: RequestBudget {
        get { configured(RequestBudgetKey.self, "the request budget") }
        set { storage[RequestBudgetKey.self] = newValue }
    }
}

/// Sets up the request budget of `configuration`, shared with the other instances on PostgreSQL.
func startRequestBudget(_ app: Application, _ configuration: ServerConfiguration) {
    let sharing: TimeInterval? =
        if case .postgres = configuration.database { configuration.requestBudgetShareInterval } else { nil }
    app.requestBudget = RequestBudget(limits: configuration.requestBudget, isShared: sharing != nil)
    app.accountTurns = configuration.requestBudget.perAccountAtOnce.map(AccountTurns.init)
    if let sharing { app.lifecycle.use(RequestBudgetSharing.every(sharing)) }
}
