import FootballGatherAPI
import Foundation
import Vapor

/// The page a list request asks for: `limit` (``PageRules/limit``, default
/// ``PageRules/defaultLimit``) items after the opaque `cursor` a previous page's `Link` header gave.
struct PageRequest {
    var limit: Int
    var cursor: String?

    /// The page `request`'s query names; a bad `limit` or `cursor` answers 400 naming it.
    init(_ request: Request) throws {
        limit = PageRules.defaultLimit
        if let text = request.queryParameter(PageRules.limitParameter) {
            guard let value = Int(text), PageRules.limit.contains(value) else {
                throw Abort(
                    .badRequest,
                    reason: "'\(PageRules.limitParameter)' must be a whole number from \(PageRules.limit.lowerBound) "
                        + "to \(PageRules.limit.upperBound).")
            }
            limit = value
        }
        cursor = request.queryParameter(PageRules.cursorParameter)
    }

    /// The position `cursor` names, decoded as `T`; 400 when it is not one this server made.
    func position<T: Decodable>(_ type: T.Type) throws -> T? {
        guard let cursor else { return nil }
        guard let data = Base64URL.decode(cursor), let position = try? JSONDecoder().decode(T.self, from: data) else {
            throw Abort(
                .badRequest,
                reason: "'\(PageRules.cursorParameter)' must be a cursor from the Link header of the previous page.")
        }
        return position
    }

    /// The JSON array of `items` (one more than ``limit`` was read to tell whether more remain),
    /// written by `json` for the page's items, with a `Link: <path?limit=…&cursor=…>; rel="next"`
    /// header when they do, its cursor made by `position` from the last item of the page.
    func response<Item, Position: Encodable>(
        _ items: [Item], path: String, position: (Item) throws -> Position, json: (ArraySlice<Item>) -> [UInt8]
    ) throws -> Response {
        let page = items.prefix(limit)
        var headers = HTTPHeaders()
        headers.contentType = .json
        let response = Response(status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: json(page))))
        if items.count > limit, let last = page.last {
            let cursor = Base64URL.encode(try JSONEncoder().encode(try position(last)))
            let query = "\(PageRules.limitParameter)=\(limit)&\(PageRules.cursorParameter)=\(cursor)"
            response.headers.replaceOrAdd(name: .link, value: "<\(path)?\(query)>; rel=\"next\"")
        }
        return response
    }
}

/// Base64 with the URL- and header-safe alphabet (`-`, `_`) and no padding.
enum Base64URL {
    static func encode(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func decode(_ text: String) -> Data? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
