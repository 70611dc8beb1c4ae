import Vapor

/// Answers 405 with an `Allow` header, instead of 404, when the path exists but not for the
/// request's method, also where a parameter route of that method would otherwise take a fixed path
/// (`PUT /api/players/records` is not `PUT /api/players/{id}` with a bad id).
struct MethodNotAllowedMiddleware: AsyncMiddleware {
    /// Each registered path's components (":name" for a parameter) with the methods it takes.
    let methodsByPath: [(components: [String], methods: [HTTPMethod])]

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
    }

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let fixed = fixedPathMethods(for: request.url.path)
        if let fixed, !fixed.contains(request.method.rawValue), !(request.method == .HEAD && fixed.contains("GET")) {
            throw Abort(
                .methodNotAllowed, headers: ["Allow": fixed.joined(separator: ", ")],
                reason: "\(request.method.rawValue) is not allowed here; use \(fixed.joined(separator: " or ")).")
        }
        do {
            return try await next.respond(to: request)
        } catch let error as any AbortError where error.status == .notFound && request.route == nil {
            let allowed = allowedMethods(for: request.url.path)
            guard !allowed.isEmpty else { throw error }
            throw Abort(
                .methodNotAllowed, headers: ["Allow": allowed.joined(separator: ", ")],
                reason: "\(request.method.rawValue) is not allowed here; use \(allowed.joined(separator: " or ")).")
        }
    }

    /// The methods of the route registered for exactly `path`, without parameters; `nil` when none is.
    private func fixedPathMethods(for path: String) -> [String]? {
        let parts = path.split(separator: "/").map(String.init)
        guard let entry = methodsByPath.first(where: { $0.components == parts }) else { return nil }
        return Set(entry.methods.map(\.rawValue)).sorted()
    }

    private func allowedMethods(for path: String) -> [String] {
        let parts = path.split(separator: "/").map(String.init)
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
