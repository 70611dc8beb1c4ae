import Vapor

/// The methods each registered path takes, to answer 405 with an `Allow` header, instead of 404,
/// when the path exists but not for the request's method, also where a parameter route of that
/// method would otherwise take a fixed path (`PUT /api/players/records` is not
/// `PUT /api/players/{id}` with a bad id).
///
/// It reads the path only when it must: for a method with a parameter route that would take one
/// of the fixed paths, and for a request no route took.
struct AllowedMethods: Sendable {
    /// Each registered path's components (":" for a parameter) with the methods it takes.
    let methodsByPath: [(components: [String], methods: [HTTPMethod])]
    /// The methods of each path without parameters, by its components, sorted.
    let methodsByFixedPath: [[String]: [String]]
    /// By method: the fixed paths that lack it while one of its parameter routes would take them.
    let shadowedFixedPaths: [String: Set<[String]>]
    /// The first components of the registered paths; `nil` when one starts with a parameter.
    let firstComponents: Set<String>?

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
        let fixed = methods.filter { !$0.key.contains(":") }.mapValues { Set($0.map(\.rawValue)).sorted() }
        methodsByFixedPath = fixed
        var shadowed: [String: Set<[String]>] = [:]
        for (path, pathMethods) in methods where path.contains(":") {
            for (fixedPath, fixedMethods) in fixed where Self.matches(path, fixedPath) {
                for method in pathMethods where !fixedMethods.contains(method.rawValue) {
                    shadowed[method.rawValue, default: []].insert(fixedPath)
                }
            }
        }
        shadowedFixedPaths = shadowed
        let firsts = methods.keys.compactMap(\.first)
        firstComponents = firsts.contains(":") ? nil : Set(firsts)
    }

    /// The 405 for `request` before it is routed: a fixed path that lacks its method, which a
    /// parameter route of that method would take; `nil` for any other request.
    func refusalBeforeRouting(_ request: Request) -> Abort? {
        guard let shadowed = shadowedFixedPaths[request.method.rawValue] else { return nil }
        let parts = Self.parts(of: request.pathAsSent)
        guard shadowed.contains(parts), let fixed = methodsByFixedPath[parts] else { return nil }
        return Self.notAllowed(request.method, allowed: fixed)
    }

    /// `error`, or the 405 it stands for: a 404 for a request no route took, at a path that
    /// takes other methods.
    func translate(_ error: any Error, for request: Request) -> any Error {
        guard let abort = error.abortError, abort.status == .notFound, request.route == nil else {
            return error
        }
        let path = request.pathAsSent
        if let firstComponents, let first = path.split(separator: "/", maxSplits: 1).first,
            !firstComponents.contains(String(first))
        {
            return error
        }
        let parts = Self.parts(of: path)
        let allowed = methodsByFixedPath[parts] ?? allowedMethods(for: parts)
        guard !allowed.isEmpty, !allowed.contains(request.method.rawValue) else { return error }
        return Self.notAllowed(request.method, allowed: allowed)
    }

    private static func parts(of path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    /// Whether a path with parameters (":") takes the fixed path `fixed`.
    private static func matches(_ pattern: [String], _ fixed: [String]) -> Bool {
        pattern.count == fixed.count && zip(pattern, fixed).allSatisfy { $0 == ":" || $0 == $1 }
    }

    private static func notAllowed(_ method: HTTPMethod, allowed: [String]) -> Abort {
        Abort(
            .methodNotAllowed, headers: ["Allow": allowed.joined(separator: ", ")],
            reason: "\(method.rawValue) is not allowed here; use \(allowed.joined(separator: " or ")).")
    }

    private func allowedMethods(for parts: [String]) -> [String] {
        let methods =
            methodsByPath
            .filter { Self.matches($0.components, parts) }
            .flatMap(\.methods)
        return Set(methods.map(\.rawValue)).sorted()
    }
}
