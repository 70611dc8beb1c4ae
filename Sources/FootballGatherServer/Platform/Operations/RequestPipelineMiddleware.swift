import Vapor

/// What every request goes through, in one step on its event loop (one middleware per concern
/// cost a future each, a third of the cheapest answers' time): its id; a 405 for a path that takes
/// other methods; every error answered as `{"error": true, "reason": …}` (``ErrorAnswer``), with
/// the request body limit's own sentence; 429s counted by route; the id sent back in
/// `X-Request-Id`; the request counted and timed (``RequestMetrics``); and one access line once
/// answered (``AccessLog``).
struct RequestPipelineMiddleware: Middleware {
    let allowedMethods: AllowedMethods
    let environment: Environment
    /// Where answered requests are counted; `nil` when metrics are off.
    let metrics: RequestMetrics?
    /// The proxies whose word on the client's address the access line takes.
    let trustedProxies: TrustedProxies

    init(routes: Routes, environment: Environment, metrics: RequestMetrics?, trustedProxies: TrustedProxies) {
        allowedMethods = AllowedMethods(routes: routes)
        self.environment = environment
        self.metrics = metrics
        self.trustedProxies = trustedProxies
    }

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let id = RequestID.id(for: request)
        let started = metrics != nil || AccessLog.isWritten(for: request) ? ContinuousClock.now : nil
        if let refusal = allowedMethods.refusalBeforeRouting(request) {
            let response = ErrorAnswer.response(for: refusal, to: request, environment: environment)
            return request.eventLoop.makeSucceededFuture(finish(response, to: request, id: id, started: started))
        }
        // One promise for the answer or the error's answer: a future per step costs on every request.
        let promise = request.eventLoop.makePromise(of: Response.self)
        next.respond(to: request).whenComplete { [allowedMethods, environment] result in
            let response: Response
            switch result {
            case .success(let answered):
                response = answered
            case .failure(let error):
                let meant = allowedMethods.translate(RequestBodyLimit.translate(error, for: request), for: request)
                response = ErrorAnswer.response(for: meant, to: request, environment: environment)
            }
            promise.succeed(finish(response, to: request, id: id, started: started))
        }
        return promise.futureResult
    }

    /// `response`, once counted, timed and logged, with the request's id.
    private func finish(_ response: Response, to request: Request, id: String, started: ContinuousClock.Instant?)
        -> Response
    {
        if response.status == .tooManyRequests { ThrottleRefusals.count(request) }
        response.headers.replaceOrAdd(name: .xRequestId, value: id)
        if let started {
            let duration = ContinuousClock.now - started
            metrics?.record(request, status: response.status, after: duration)
            if AccessLog.isWritten(for: request) {
                AccessLog.log(response, to: request, after: duration, trusting: trustedProxies)
            }
        }
        return response
    }
}
