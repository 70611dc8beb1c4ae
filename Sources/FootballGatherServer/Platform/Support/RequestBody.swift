import FootballGatherAPI
import Foundation
import Vapor

extension Request {
    /// Decodes the JSON body as `T`, turning every decoding failure into a 400 whose reason
    /// names the field and what was wrong with it.
    ///
    /// A body sent as anything but `application/json` answers 415, so that a cross-site form or a
    /// `text/plain` request (which a browser sends without asking first) changes nothing.
    func decodeBody<T: Decodable>(_ type: T.Type) async throws -> T {
        let limit = application.routes.defaultMaxBodySize.value
        if let collected = body.data, collected.readableBytes > limit {
            throw RequestBodyLimit.tooLarge(limit: limit)
        }
        let buffer = try await body.collect(upTo: limit)
        guard buffer.readableBytes > 0 else {
            throw Abort(.badRequest, reason: "The request body is empty; a JSON object was expected.")
        }
        guard let contentType = headers.contentType, contentType.type.lowercased() == "application",
            contentType.subType.lowercased() == "json"
        else {
            throw Abort(
                .unsupportedMediaType, reason: "The request body must be sent as JSON (Content-Type: application/json)."
            )
        }
        let data = Data(buffer: buffer)
        do {
            return try WireCoding.makeDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw Abort(
                .badRequest,
                reason: JSONNumbers.firstNonWholeNumber(in: data).map {
                    "'\($0)' must be a whole number."
                } ?? error.sentence)
        }
    }
}

/// The size limit of request bodies: the API's bodies are small JSON objects.
enum RequestBodyLimit {
    /// The largest request body the server reads (`app.routes.defaultMaxBodySize`).
    static let maxSize: ByteCount = "64kb"

    /// The 413 for a body over `limit` bytes, e.g. "The request body is larger than the 64 KB limit."
    static func tooLarge(limit: Int) -> Abort {
        Abort(.payloadTooLarge, reason: "The request body is larger than the \(describe(bytes: limit)) limit.")
    }

    /// `bytes` for a person: "1 MB", "64 KB" or "1000 bytes".
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}

extension RequestBodyLimit {
    /// `error`, or, for the 413 Vapor answers for a body it refuses while collecting it (before
    /// any handler runs), the same sentence as ``Request/decodeBody(_:)``.
    static func translate(_ error: any Error, for request: Request) -> any Error {
        guard let abort = error.abortError, abort.status == .payloadTooLarge else { return error }
        return tooLarge(limit: request.application.routes.defaultMaxBodySize.value)
    }
}

extension DecodingError {
    /// A sentence for a person naming the field at fault, e.g. "'age' must be a whole number."
    var sentence: String {
        switch self {
        case .keyNotFound(let key, let context):
            return "'\(Self.path(context.codingPath + [key]))' is required."
        case .valueNotFound(_, let context):
            return "'\(Self.path(context.codingPath))' must not be null."
        case .typeMismatch(let type, let context):
            guard !context.codingPath.isEmpty else { return "The request body must be a JSON \(Self.noun(for: type))." }
            return "'\(Self.path(context.codingPath))' must be \(Self.article(for: type)) \(Self.noun(for: type))."
        case .dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return "The request body is not valid JSON." }
            return "'\(Self.path(context.codingPath))' \(Self.detail(context.debugDescription))."
        @unknown default:
            return "The request body could not be read."
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue, key.stringValue.hasPrefix("Index") {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }

    private static func detail(_ debugDescription: String) -> String {
        if debugDescription.hasPrefix("must be") { return debugDescription }
        if debugDescription.contains("UUID") { return "must be a UUID string" }
        let lowered = debugDescription.lowercased()
        if lowered.contains("number") || lowered.contains("representable") { return "must be a whole number" }
        return "is not valid (\(debugDescription))"
    }

    private static func noun(for type: Any.Type) -> String {
        switch type {
        case is String.Type: "string"
        case is Int.Type: "whole number"
        case is Bool.Type: "boolean"
        case is Double.Type: "number"
        default:
            String(describing: type).hasPrefix("Array") ? "list" : "object"
        }
    }

    private static func article(for type: Any.Type) -> String {
        noun(for: type) == "object" ? "an" : "a"
    }
}

/// Finds numbers a whole-number field cannot take (Foundation reports those as invalid JSON
/// without saying where).
enum JSONNumbers {
    /// The path of the first number in `data` that is not a whole number in `Int`'s range, if `data` is JSON.
    static func firstNonWholeNumber(in data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return nil
        }
        return search(object, path: "")
    }

    private static func search(_ value: Any, path: String) -> String? {
        switch value {
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                if let found = search(object[key] as Any, path: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
            return nil
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let found = search(element, path: "\(path)[\(index)]") { return found }
            }
            return nil
        case let number as NSNumber where !(value is Bool):
            let double = number.doubleValue
            let isWhole = double.rounded() == double && abs(double) < 9.2e18
            return isWhole || path.isEmpty ? nil : path
        default:
            return nil
        }
    }
}
