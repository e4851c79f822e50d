import TabSpecCore

/// A JSON-RPC error answer: its code (JSON-RPC's and LSP's reserved codes) and message.
struct ResponseError: Error, Equatable {
    /// The error code.
    var code: Int
    /// What went wrong, lowercase.
    var message: String

    /// The body was not JSON (-32700).
    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The message is not a valid request, or a request came after `shutdown` (-32600).
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// The server has no such request (-32601).
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The request's parameters are missing or of the wrong type (-32602).
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// The request failed inside the server (-32603).
    static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    /// The request was valid but the server refuses it, such as a rename to a taken name (LSP's -32803
    /// `RequestFailed`).
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
    /// A request came before `initialize` (-32002).
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized; send 'initialize' first")
    /// The client cancelled the request before it was answered (-32800).
    static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")

    /// The `error` member's value.
    var json: JSONValue {
        .object([JSONMember("code", .number(Double(code))), JSONMember("message", .string(message))])
    }
}
