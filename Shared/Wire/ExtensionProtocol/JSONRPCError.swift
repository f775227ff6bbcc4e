import Foundation
import WireValues

/// A JSON-RPC error code: the standard ones and the project's own.
public struct JSONRPCErrorCode: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    // JSON-RPC 2.0
    public static let parseError = JSONRPCErrorCode(rawValue: -32700)
    public static let invalidRequest = JSONRPCErrorCode(rawValue: -32600)
    public static let methodNotFound = JSONRPCErrorCode(rawValue: -32601)
    public static let invalidParams = JSONRPCErrorCode(rawValue: -32602)
    public static let internalError = JSONRPCErrorCode(rawValue: -32603)

    // The project's own, in the range JSON-RPC leaves to servers.
    public static let unknownWidgetKind = JSONRPCErrorCode(rawValue: -32001)
    public static let unknownIntent = JSONRPCErrorCode(rawValue: -32002)
    public static let unknownParameter = JSONRPCErrorCode(rawValue: -32003)
    public static let invalidConfiguration = JSONRPCErrorCode(rawValue: -32004)
    public static let extensionTimeout = JSONRPCErrorCode(rawValue: -32005)
    public static let handlerFailed = JSONRPCErrorCode(rawValue: -32006)
    public static let unsupportedFamily = JSONRPCErrorCode(rawValue: -32007)
    public static let busy = JSONRPCErrorCode(rawValue: -32008)

    static let names: [Int: String] = [
        -32700: "parse error", -32600: "invalid request", -32601: "method not found", -32602: "invalid params",
        -32603: "internal error", -32001: "unknown widget kind", -32002: "unknown intent", -32003: "unknown parameter",
        -32004: "invalid configuration", -32005: "extension timeout", -32006: "handler failed", -32007: "unsupported family",
        -32008: "busy",
    ]

    public var description: String { "\(rawValue) (\(Self.names[rawValue] ?? "error"))" }
}

/// An error as JSON-RPC sends it; also the error our clients throw when a call fails.
public struct JSONRPCError: Error, Codable, Sendable, Equatable, CustomStringConvertible {
    public var code: JSONRPCErrorCode
    /// One sentence that names the thing and what to do.
    public var message: String
    public var data: IntentValue?

    public init(code: JSONRPCErrorCode, message: String, data: IntentValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var description: String { message }

    public static func parseError(_ message: String) -> JSONRPCError { JSONRPCError(code: .parseError, message: message) }
    public static func invalidRequest(_ message: String) -> JSONRPCError { JSONRPCError(code: .invalidRequest, message: message) }
    public static func methodNotFound(_ method: String, known: [String]) -> JSONRPCError {
        JSONRPCError(
            code: .methodNotFound, message: "Unknown method \"\(method)\"; this extension answers \(known.joined(separator: ", ")).")
    }
    public static func invalidParams(_ message: String) -> JSONRPCError { JSONRPCError(code: .invalidParams, message: message) }
    public static func internalError(_ message: String) -> JSONRPCError { JSONRPCError(code: .internalError, message: message) }
    public static func unknownWidgetKind(_ kind: String, known: [String]) -> JSONRPCError {
        JSONRPCError(
            code: .unknownWidgetKind,
            message: "No widget of kind \"\(kind)\" in this extension; its kinds are \(known.joined(separator: ", ")).")
    }
    public static func unknownIntent(_ intent: String, known: [String]) -> JSONRPCError {
        JSONRPCError(
            code: .unknownIntent,
            message: "This extension does not handle intent \"\(intent)\"; it handles \(known.joined(separator: ", ")).")
    }
    public static func unknownParameter(_ parameter: String, intent: String, known: [String]) -> JSONRPCError {
        JSONRPCError(
            code: .unknownParameter,
            message:
                "Intent \(intent) has no parameter \"\(parameter)\" with dynamic options; try \(known.isEmpty ? "none: it has none" : known.joined(separator: ", "))."
        )
    }
    public static func unsupportedFamily(_ family: WidgetFamily, kind: String, supported: [WidgetFamily]) -> JSONRPCError {
        JSONRPCError(
            code: .unsupportedFamily,
            message: "Widget \(kind) does not support \(family); it supports \(supported.map(\.name).joined(separator: ", ")).")
    }
}

extension DecodingError {
    /// One sentence a user can act on: where in the message, and what was wrong (`params.context.family is missing.`).
    public var readableDescription: String {
        func path(_ codingPath: [CodingKey]) -> String {
            let joined = codingPath.enumerated().map { index, key in
                key.intValue.map { "[\($0)]" } ?? (index == 0 ? key.stringValue : ".\(key.stringValue)")
            }.joined()
            return joined.isEmpty ? "the message" : joined
        }
        switch self {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing."
        case .typeMismatch(let type, let context) where context.debugDescription.hasPrefix("Invalid number of keys found"):
            // What Swift's synthesized decoding of an enum with values says of an object that names none of its cases.
            return
                "\(path(context.codingPath)) names an unknown case of \(Self.describe(type)), or more than one; give it one key, a case's name."
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) has the wrong type; expected \(Self.describe(type))."
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null; expected \(Self.describe(type))."
        case .dataCorrupted(let context):
            let reason = context.debugDescription.hasSuffix(".") ? context.debugDescription : context.debugDescription + "."
            return context.codingPath.isEmpty ? reason : "\(path(context.codingPath)): \(reason)"
        @unknown default:
            return "The message could not be read."
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "a boolean"
        case is Int.Type, is Double.Type, is Int32.Type, is Int64.Type, is Float.Type: return "a number"
        case is Date.Type: return "an ISO 8601 date string"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "an array" : name.hasPrefix("Dictionary") ? "an object" : name
        }
    }
}
