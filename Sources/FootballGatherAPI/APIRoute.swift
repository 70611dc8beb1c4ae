import Foundation

/// One operation of the Football Gather API: its method, its path template and the name
/// `openapi.yaml` gives it (`operationId`).
///
/// The server registers every route from these values, the client builds every request from
/// them, and a test holds both and the OpenAPI document to ``all``: a path is spelled once.
///
///     APIRoute.getGame.template      // "/api/games/{id}"
///     APIRoute.getGame.path(gameID)  // "/api/games/3F2504E0-4F89-11D3-9A0C-0305E82C3301"
public struct APIRoute: Hashable, Sendable, CustomStringConvertible {
    /// The HTTP method the route takes.
    public let method: APIMethod
    /// The path's segments in order, constants and named parameters.
    public let components: [APIPathComponent]
    /// The operation's name, as `openapi.yaml`'s `operationId` spells it.
    public let operationID: String

    /// A route taking `method` at the path `components`, named `operationID`.
    public init(_ method: APIMethod, _ components: [APIPathComponent], operationID: String) {
        self.method = method
        self.components = components
        self.operationID = operationID
    }

    /// The names of the path's parameters in order, e.g. `["id", "personID"]`.
    public var parameterNames: [String] {
        components.compactMap { component in
            if case .parameter(let name) = component { name } else { nil }
        }
    }

    /// The path as OpenAPI writes it: `/api/games/{id}/people/{personID}`; `/` for the root.
    public var template: String {
        "/"
            + components.map { component in
                switch component {
                case .constant(let text): text
                case .parameter(let name): "{\(name)}"
                }
            }.joined(separator: "/")
    }

    /// `GET /api/games/{id}`.
    public var description: String { "\(method.rawValue) \(template)" }
}

/// The HTTP methods the API's routes take (the wire's spelling as the raw value).
public enum APIMethod: String, Hashable, Sendable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

/// One segment of a route's path: a constant, or a parameter a request fills in.
///
/// A string literal is a constant; ``id``, ``personID`` and ``token`` are the API's parameters.
public enum APIPathComponent: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A segment spelled the same in every request, e.g. `games`.
    case constant(String)
    /// A segment each request fills in, named as the server reads it and OpenAPI documents it.
    case parameter(String)

    /// A constant segment.
    public init(stringLiteral value: String) {
        self = .constant(value)
    }

    /// An entity's id (`{id}`): a game, a gather, a player.
    public static let id = parameter("id")
    /// A person's id in a game (`{personID}`).
    public static let personID = parameter("personID")
    /// A link's token (`{token}`): an invite link or a live link.
    public static let token = parameter("token")
}
