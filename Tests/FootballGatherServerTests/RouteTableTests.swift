import FootballGatherAPI
import Foundation
import Testing
import Vapor

@testable import FootballGatherServer

/// `APIRoute.all` is the API's one route table: the server registers it, `openapi.yaml`
/// describes it, and neither has an operation it lacks.
@Suite("The route table, the server's routes and openapi.yaml agree")
struct RouteTableTests {
    /// Routes the server registers under /api that are deliberately not in `APIRoute.all`, by
    /// `METHOD /path`, each with why. None today.
    static let serverOnly: [String: String] = [:]

    /// Operations of `openapi.yaml` deliberately not in `APIRoute.all`, by `operationId`, each
    /// with why. None today.
    static let specOnly: [String: String] = [:]

    @Test("Guards table → server: every APIRoute is registered with its method and path")
    func tableIsRegistered() async throws {
        try await withApp(on: .sqlite) { app in
            let registered = Set(app.routes.all.map(Self.key))
            let unregistered = APIRoute.all.map(\.description).filter { !registered.contains($0) }
            #expect(unregistered == [], "APIRoute.all has routes the server does not register")
        }
    }

    @Test("Guards server → table: every route the server registers under /api is in APIRoute.all")
    func serverRoutesAreInTable() async throws {
        try await withApp(on: .sqlite) { app in
            let table = Set(APIRoute.all.map(\.description))
            let api = app.routes.all.filter { $0.path.first == .constant("api") }
            #expect(api.count >= 40, "the server registers \(api.count) routes under /api")
            let unlisted = api.map(Self.key).filter { !table.contains($0) && Self.serverOnly[$0] == nil }
            #expect(unlisted == [], "the server registers routes under /api that APIRoute.all lacks")
        }
    }

    @Test("Guards table → spec: every APIRoute is an openapi.yaml operation with its path, parameters and operationId")
    func tableIsInSpec() throws {
        let operations = try Self.specOperations()
        for route in APIRoute.all {
            let found = operations.first { $0.method == route.method.rawValue && $0.path == route.template }
            guard let operation = found else {
                Issue.record("openapi.yaml lacks \(route) (\(route.operationID))")
                continue
            }
            #expect(operation.operationID == route.operationID, "\(route): openapi.yaml names it differently")
            #expect(
                operation.pathParameters.sorted() == route.parameterNames.sorted(),
                "\(route): openapi.yaml declares the path parameters \(operation.pathParameters)")
        }
    }

    @Test("Guards spec → table: every openapi.yaml operation is in APIRoute.all")
    func specIsInTable() throws {
        let operations = try Self.specOperations()
        let table = Set(APIRoute.all.map(\.description))
        let unlisted = operations.filter { operation in
            !table.contains("\(operation.method) \(operation.path)") && Self.specOnly[operation.operationID] == nil
        }
        #expect(
            unlisted.map { "\($0.method) \($0.path) (\($0.operationID))" } == [],
            "openapi.yaml has operations that APIRoute.all lacks")
    }

    @Test("Guards the spec reader: it finds every operationId openapi.yaml has, each once")
    func specReaderSeesEveryOperation() throws {
        let text = try Self.specText()
        let paths = text.components(separatedBy: "\ncomponents:").first ?? text
        let declared = paths.split(separator: "\n").filter { $0.hasPrefix("      operationId: ") }.count
        let operations = try Self.specOperations()
        #expect(declared > 0)
        #expect(operations.count == declared)
        #expect(Set(operations.map(\.operationID)).count == operations.count, "an operationId is used twice")
        #expect(operations.allSatisfy { !$0.operationID.isEmpty }, "an operation has no operationId")
    }

    // MARK: Reading the server and the spec

    /// `GET /api/games/{id}` for a registered route, as ``APIRoute/description`` spells it.
    static func key(_ route: Vapor.Route) -> String {
        let path = route.path.map { component in
            switch component {
            case .constant(let text): text
            case .parameter(let name): "{\(name)}"
            case .anything: "*"
            case .catchall: "**"
            }
        }
        return "\(route.method.rawValue) /\(path.joined(separator: "/"))"
    }

    /// One operation of `openapi.yaml`: method (upper case), path, `operationId` and the names of
    /// the path parameters it declares, at the path and at the operation.
    struct SpecOperation {
        var method: String
        var path: String
        var operationID = ""
        var pathParameters: [String] = []
    }

    static func specText() throws -> String {
        try #require(String(data: try OpenAPIDocument.load().data, encoding: .utf8))
    }

    /// The operations under `paths:`, read line by line: the document is written in the shape
    /// this reader knows (paths at two spaces, methods and path-level `parameters:` at four, an
    /// operation's `operationId:` and `parameters:` at six, each parameter a `- ` item). Path
    /// parameters are declared inline; one given by `$ref` would not be seen and would fail
    /// ``tableIsInSpec()``.
    static func specOperations() throws -> [SpecOperation] {
        let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]
        var operations: [SpecOperation] = []
        var pathParameters: [String: [String]] = [:]
        var path: String?
        var inPaths = false
        // The `parameters:` block being read: its indentation, whose it is (the path's when
        // `operation` is nil) and the item read so far.
        var block: (indent: Int, operation: Int?)?
        var item = ""

        func endItem() {
            defer { item = "" }
            guard let block, let path, item.range(of: #"\bin:\s*path\b"#, options: .regularExpression) != nil,
                let match = item.range(of: #"\bname:\s*[^,}\s]+"#, options: .regularExpression)
            else { return }
            let name = item[match].dropFirst("name:".count).trimmingCharacters(in: .whitespaces)
            if let index = block.operation {
                operations[index].pathParameters.append(name)
            } else {
                pathParameters[path, default: []].append(name)
            }
        }

        for line in try specText().components(separatedBy: "\n") {
            if line == "paths:" {
                inPaths = true
                continue
            }
            guard inPaths, !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            if !line.hasPrefix(" ") { break }
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if let open = block {
                if indent > open.indent {
                    if indent == open.indent + 2, text.hasPrefix("- ") {
                        endItem()
                        item = text
                    } else {
                        item += " " + text
                    }
                    continue
                }
                endItem()
                block = nil
            }
            if indent == 2, text.hasPrefix("/"), text.hasSuffix(":") {
                path = String(text.dropLast())
            } else if indent == 4, text.hasSuffix(":"), methods.contains(String(text.dropLast())), let path {
                operations.append(SpecOperation(method: String(text.dropLast()).uppercased(), path: path))
            } else if text == "parameters:", indent == 4 {
                block = (indent, nil)
            } else if text == "parameters:", indent == 6, !operations.isEmpty, operations.last?.path == path {
                block = (indent, operations.count - 1)
            } else if indent == 6, text.hasPrefix("operationId:"), !operations.isEmpty {
                operations[operations.count - 1].operationID = String(text.dropFirst("operationId:".count))
                    .trimmingCharacters(in: .whitespaces)
            }
        }
        endItem()
        for index in operations.indices {
            operations[index].pathParameters =
                pathParameters[operations[index].path, default: []]
                + operations[index].pathParameters
        }
        return operations
    }
}
