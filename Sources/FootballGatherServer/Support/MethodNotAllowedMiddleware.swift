import Vapor

/// Answers 405 with an `Allow` header, instead of 404, when the path exists but not for the
/// request's method, also where a parameter route of that method would otherwise take a fixed path
/// (`PUT /api/players/records` is not `PUT /api/players/{id}` with a bad id).
struct MethodNotAllowedMiddleware: Middleware {
    /// Each registered path's components (":name" for a parameter) with the methods it takes.
    let methodsByPath: [(components: [String], methods: [HTTPMethod])]
    /// The methods of each path without parameters, by its components, sorted: read once per request.
    let methodsByFixedPath: [[String]: [String]]

    init(routes: Routes) {
        var methods: [[String]: [HTTPMethod]] = [:]
        for route in routes.all {
            let components = route.path.map { component -> String in
                if case .parameter = component { return ":" }
                return component.description
            }
            methods[components, default: []].append(route.method)
        }
        methodsByPath = methods.map { ($0.key, $0.value) }
        methodsByFixedPath = methods.filter { !$0.key.contains(":") }
            .mapValues { Set($0.map(\.rawValue)).sorted() }
    }

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let parts = request.url.path.split(separator: "/").map(String.init)
        if let fixed = methodsByFixedPath[parts], !fixed.contains(request.method.rawValue),
            !(request.method == .HEAD && fixed.contains("GET"))
        {
            return request.eventLoop.makeFailedFuture(Self.notAllowed(request.method, allowed: fixed))
        }
        return next.respond(to: request).flatMapErrorThrowing { error in
            guard let abort = error as? any AbortError, abort.status == .notFound, request.route == nil else {
                throw error
            }
            let allowed = allowedMethods(for: parts)
            guard !allowed.isEmpty else { throw error }
            throw Self.notAllowed(request.method, allowed: allowed)
        }
    }

    private static func notAllowed(_ method: HTTPMethod, allowed: [String]) -> Abort {
        Abort(
            .methodNotAllowed, headers: ["Allow": allowed.joined(separator: ", ")],
            reason: "\(method.rawValue) is not allowed here; use \(allowed.joined(separator: " or ")).")
    }

    private func allowedMethods(for parts: [String]) -> [String] {
        let methods =
            methodsByPath
            .filter { entry in
                entry.components.count == parts.count
                    && zip(entry.components, parts).allSatisfy { $0 == ":" || $0 == $1 }
            }
            .flatMap(\.methods)
        return Set(methods.map(\.rawValue)).sorted()
    }
}
