import FootballGatherAPI
import Foundation
import Vapor

/// `/` tells a visitor where the API is (unless a front end serves `/`); `/openapi.yaml` serves
/// the API's description.
struct RootController: RouteCollection {
    /// Whether `GET /` answers with the pointers to the API.
    var servesWelcome = true

    struct Welcome: Encodable {
        var name = "Football Gather API"
        var api = "/api"
        var description = APIPath.openAPI
        var health = APIPath.health
        var message =
            "JSON REST API for Football Gather. Every route is described in the OpenAPI document at /openapi.yaml."
    }

    func boot(routes: any RoutesBuilder) throws {
        if servesWelcome { routes.get(use: welcome) }
        routes.get("openapi.yaml", use: openAPIDocument)
    }

    func welcome(request: Request) throws -> Response {
        try jsonResponse(Welcome())
    }

    func openAPIDocument(request: Request) throws -> Response {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw Abort(.internalServerError, reason: "The OpenAPI document is missing from this build.")
        }
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "application/yaml; charset=utf-8")
        return Response(status: .ok, headers: headers, body: .init(data: try Data(contentsOf: url)))
    }
}
