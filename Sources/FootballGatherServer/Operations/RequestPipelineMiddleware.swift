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

    init(routes: Routes, environment: Environment, metrics: RequestMetrics?) {
        allowedMethods = AllowedMethods(routes: routes)
        self.environment = environment
        self.metrics = metrics
    }

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let id = RequestID.id(for: request)
        request.logger[metadataKey: "request-id"] = .string(id)
        let started = metrics != nil || AccessLog.isWritten(for: request) ? ContinuousClock.now : nil
        let answer: EventLoopFuture<Response>
        if let refusal = allowedMethods.refusalBeforeRouting(request) {
            answer = request.eventLoop.makeSucceededFuture(
                ErrorAnswer.response(for: refusal, to: request, environment: environment))
        } else {
            answer = next.respond(to: request).recover { [allowedMethods, environment] error in
                let meant = allowedMethods.translate(RequestBodyLimit.translate(error, for: request), for: request)
                return ErrorAnswer.response(for: meant, to: request, environment: environment)
            }
        }
        return answer.map { [metrics] response in
            if response.status == .tooManyRequests { ThrottleRefusals.count(request) }
            response.headers.replaceOrAdd(name: .xRequestId, value: id)
            if let started {
                let duration = ContinuousClock.now - started
                metrics?.record(request, status: response.status, after: duration)
                if AccessLog.isWritten(for: request) { AccessLog.log(response, to: request, after: duration) }
            }
            return response
        }
    }
}
