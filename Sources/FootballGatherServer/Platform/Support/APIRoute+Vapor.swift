import FootballGatherAPI
import Vapor

extension APIRoute {
    /// The route's method as Vapor names it.
    var httpMethod: HTTPMethod { HTTPMethod(rawValue: method.rawValue) }

    /// The route's path as Vapor matches it: `["api", "games", ":id"]`.
    var pathComponents: [PathComponent] {
        components.map { component in
            switch component {
            case .constant(let text): .constant(text)
            case .parameter(let name): .parameter(name)
            }
        }
    }
}

extension RoutesBuilder {
    /// Registers `closure` for `route`'s method and path, behind this builder's middleware.
    @discardableResult
    func on<Response: VaporSendableMetatype>(
        _ route: APIRoute, use closure: @Sendable @escaping (Request) async throws -> Response
    ) -> Route where Response: AsyncResponseEncodable {
        on(route.httpMethod, route.pathComponents, use: closure)
    }

    /// Registers `closure`, which answers without waiting, for `route`'s method and path.
    @discardableResult
    func on<Response: VaporSendableMetatype>(
        _ route: APIRoute, use closure: @Sendable @escaping (Request) throws -> Response
    ) -> Route where Response: ResponseEncodable {
        on(route.httpMethod, route.pathComponents, use: closure)
    }
}
