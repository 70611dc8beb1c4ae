import FootballGatherAPI
import Foundation
import Vapor

/// `/` tells a visitor where the API is (unless a front end serves `/`); `/openapi.yaml` serves
/// the API's description, read once when the routes are registered.
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

    /// - Throws: ``StartupError/openAPIDocumentMissing`` when the document is not in the bundle.
    func boot(routes: any RoutesBuilder) throws {
        if servesWelcome { routes.on(.welcome, use: welcome) }
        let document = try OpenAPIDocument.load()
        routes.on(.openAPIDocument) { _ in document.response() }
    }

    func welcome(request: Request) throws -> Response {
        try jsonResponse(Welcome())
    }
}

/// The OpenAPI document shipped in the server's resources.
struct OpenAPIDocument: Sendable {
    var data: Data

    /// Reads the document at `url` (by default the bundled `openapi.yaml`).
    /// - Throws: ``StartupError/openAPIDocumentMissing`` when there is none or it cannot be read.
    static func load(
        from url: URL? = Bundle.module.url(forResource: "openapi", withExtension: "yaml")
    ) throws -> OpenAPIDocument {
        guard let url, let data = try? Data(contentsOf: url), !data.isEmpty else {
            throw StartupError.openAPIDocumentMissing
        }
        return OpenAPIDocument(data: data)
    }

    /// `200 OK` with the document as YAML.
    func response() -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "application/yaml; charset=utf-8")
        return Response(status: .ok, headers: headers, body: .init(data: data))
    }
}
