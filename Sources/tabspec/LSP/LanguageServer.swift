import TabSpecCore

/// `tabspec lsp`: a Language Server Protocol 3.17 server over standard input and output (docs/Editors.md).
///
/// One thread reads framed JSON-RPC messages (``MessageReader``), answers each request in order and publishes
/// diagnostics after each change; every feature is computed by the library (``EditorAnalysis``), the same code
/// the commands run. Nothing but protocol messages is written to standard output.
struct LanguageServer {
    /// Where the server is in LSP's lifecycle.
    enum State: Equatable {
        /// Before `initialize`: requests get -32002.
        case uninitialized
        /// Between `initialize` and `shutdown`.
        case running
        /// After `shutdown`: requests get -32600, `exit` ends with 0.
        case shutDown
    }

    /// One message of the client, parsed.
    enum Incoming {
        /// A request: it gets exactly one response.
        case request(id: JSONValue, method: String, params: JSONValue?)
        /// A notification: it gets none.
        case notification(method: String, params: JSONValue?)
        /// A response to a request of the server (it sends none that expect one): ignored.
        case response
        /// A message that is not a valid one: answered with this error (`id` `null` when it has none).
        case invalid(id: JSONValue, error: ResponseError)
        /// The input ended.
        case end
        /// The client's process (`processId`) is gone.
        case clientGone
    }

    /// A document the client has open.
    struct OpenDocument {
        /// Its URI, as the client wrote it (the key of ``documents``).
        var uri: String
        /// Its file path, for a `file:` URI.
        var path: String?
        /// Its text and version.
        var text: TextDocument
        /// Its analysis of the current text.
        var analysis: EditorAnalysis
        /// The absolute path of the configuration file its lint settings came from (specs only).
        var configurationPath: String?
    }

    /// How the server writes a message's JSON (framing added); `false` when the output is gone.
    let write: (String) -> Bool
    /// How the server reads more input: the bytes available (empty at the end), after waiting at most the
    /// given milliseconds (`nil` when nothing arrived in time).
    let read: (Int32) -> [UInt8]?
    /// Whether a process id still runs.
    let processExists: (Int32) -> Bool

    /// The lifecycle state.
    var state = State.uninitialized
    /// What the client supports (known after `initialize`).
    var client = ClientCapabilities(nil)
    /// The open documents by URI (iterated only sorted, so hash order never reaches the output).
    var documents: [String: OpenDocument] = [:]
    /// The client's process id (`processId` of `initialize`).
    var clientProcess: Int32?
    /// The framing of the input.
    private var reader = MessageReader()
    /// Messages read and not yet handled, in order.
    private var queue: [Incoming] = []
    /// Whether a write failed (the client is gone).
    private var outputFailed = false

    /// How long a wait for input lasts before the client's process is checked again.
    static let processCheckInterval: Int32 = 1000

    /// A server reading with `read`, writing with `write`.
    init(read: @escaping (Int32) -> [UInt8]?, write: @escaping (String) -> Bool, processExists: @escaping (Int32) -> Bool) {
        self.read = read
        self.write = write
        self.processExists = processExists
    }

    /// Serves until `exit`, the end of the input or the client's end; the exit code: 0 after `shutdown`, else 1.
    mutating func run() -> ExitCode {
        while true {
            if queue.isEmpty { fill(waiting: true) } else { fill(waiting: false) }
            let message = queue.removeFirst()
            if let code = handle(message) { return code }
            if outputFailed { return .failure }
        }
    }

    /// The exit code for ending now: 0 after `shutdown`, else 1.
    private var exitCode: ExitCode { state == .shutDown ? .success : .failure }

    /// Handles one message; the exit code when the server must end.
    private mutating func handle(_ message: Incoming) -> ExitCode? {
        switch message {
        case .end, .clientGone:
            return exitCode
        case .response:
            return nil
        case let .invalid(id, error):
            send(id: id, error: error)
        case let .request(id, method, params):
            // `exit` is a notification; eglot 1.1 sent it as a request (expecting an error): answered, it ends too.
            if method == "exit" {
                send(id: id, result: .null)
                return exitCode
            }
            if queue.contains(where: { LanguageServer.isCancellation($0, of: id) }) {
                send(id: id, error: .requestCancelled)
                return nil
            }
            respond(id: id, method: method, params: params)
        case let .notification(method, params):
            if method == "exit" { return exitCode }
            guard state == .running else { return nil }
            do throws(ResponseError) {
                try notify(method, params: params)
            } catch {
                log("'\(method)' ignored: \(error.message)")
            }
        }
        return nil
    }

    /// Whether `message` is a `$/cancelRequest` of the request `id`.
    private static func isCancellation(_ message: Incoming, of id: JSONValue) -> Bool {
        guard case let .notification("$/cancelRequest", params) = message else { return false }
        return params?["id"] == id
    }

    /// Answers one request: lifecycle errors first, then the method's result or error.
    private mutating func respond(id: JSONValue, method: String, params: JSONValue?) {
        switch state {
        case .uninitialized where method != "initialize":
            send(id: id, error: .serverNotInitialized)
        case .shutDown:
            send(id: id, error: .invalidRequest("the server is shut down; only 'exit' is accepted"))
        default:
            do throws(ResponseError) {
                send(id: id, result: try answer(method, params: params))
            } catch {
                send(id: id, error: error)
            }
        }
    }

    /// The result of a request.
    private mutating func answer(_ method: String, params: JSONValue?) throws(ResponseError) -> JSONValue {
        switch method {
        case "initialize":
            return try initialize(params)
        case "shutdown":
            state = .shutDown
            return .null
        case "textDocument/completion":
            return try completion(params)
        case "textDocument/formatting":
            return try formatting(params)
        case "textDocument/documentSymbol":
            return try documentSymbols(params)
        case "textDocument/foldingRange":
            return try foldingRanges(params)
        case "textDocument/semanticTokens/full":
            return try semanticTokens(params)
        case "textDocument/codeAction":
            return try codeActions(params)
        case "textDocument/hover":
            return try hover(params)
        case "textDocument/definition":
            return try definition(params)
        case "textDocument/references":
            return try references(params)
        case "textDocument/prepareRename":
            return try prepareRename(params)
        case "textDocument/rename":
            return try rename(params)
        case "textDocument/documentColor":
            return try documentColors(params)
        case "textDocument/colorPresentation":
            return try colorPresentations(params)
        default:
            throw .methodNotFound(method)
        }
    }

    /// `initialize`: negotiates the position encoding, records the client's capabilities and process.
    private mutating func initialize(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard state == .uninitialized else { throw .invalidRequest("the server is already initialized") }
        guard let params, params.members != nil else { throw .invalidParams("'initialize' needs an object of parameters") }
        client = ClientCapabilities(params["capabilities"])
        clientProcess = params["processId"]?.integer.flatMap { Int32(exactly: $0) }
        state = .running
        return .object([
            JSONMember("capabilities", client.serverCapabilities),
            JSONMember("serverInfo", .object([JSONMember("name", .string("tabspec")), JSONMember("version", .string(TabSpecCLI.version))])),
        ])
    }

    /// Handles a notification (unknown ones, `$/` or not, are ignored).
    private mutating func notify(_ method: String, params: JSONValue?) throws(ResponseError) {
        switch method {
        case "textDocument/didOpen": try didOpen(params)
        case "textDocument/didChange": try didChange(params)
        case "textDocument/didClose": try didClose(params)
        default: break
        }
    }

    // MARK: Input

    /// Reads until at least one message is queued (when `waiting`), then what else is available now without
    /// waiting (so a `$/cancelRequest` sent after a request is seen before the request is answered), and
    /// queues every complete message read.
    private mutating func fill(waiting: Bool) {
        var drained = false
        while true {
            while let frame = reader.next() {
                queue.append(LanguageServer.parse(frame))
                if frame == .end { return }
            }
            if !waiting || !queue.isEmpty {
                guard !drained, let chunk = read(0) else { return }
                drained = true
                reader.append(chunk)
                continue
            }
            guard let chunk = read(LanguageServer.processCheckInterval) else {
                if let clientProcess, !processExists(clientProcess) {
                    queue.append(.clientGone)
                    return
                }
                continue
            }
            reader.append(chunk)
        }
    }

    /// A frame as a message: JSON-RPC 2.0's request, notification or response, or why it is none.
    static func parse(_ frame: IncomingFrame) -> Incoming {
        switch frame {
        case .end:
            return .end
        case let .malformed(problem):
            return .invalid(id: .null, error: .parseError(problem))
        case let .message(body):
            let value: JSONValue
            do throws(JSONParseError) {
                value = try JSONValue(parsing: body)
            } catch {
                return .invalid(id: .null, error: .parseError("the message is not JSON: \(error.description)"))
            }
            guard value.members != nil else { return .invalid(id: .null, error: .invalidRequest("a message must be a JSON object")) }
            let id = value["id"]
            if let id {
                switch id {
                case .number, .string: break
                default: return .invalid(id: .null, error: .invalidRequest("a request's 'id' must be a number or a string"))
                }
            }
            guard value["jsonrpc"]?.string == "2.0" else {
                return .invalid(id: id ?? .null, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
            }
            guard let methodValue = value["method"] else {
                return id != nil && (value["result"] != nil || value["error"] != nil)
                    ? .response : .invalid(id: id ?? .null, error: .invalidRequest("a message needs a 'method'"))
            }
            guard let method = methodValue.string else {
                return .invalid(id: id ?? .null, error: .invalidRequest("'method' must be a string"))
            }
            // JSON-RPC 2.0: `params` "MAY be omitted", else it is an object (by name) or an array (by position).
            // `null` is taken as omitted: LSP 3.17's `shutdown` and `exit` have `params: void`, and clients spell
            // "none" every way for them — omitted (vscode-jsonrpc's `computeMessageParams` for a request type
            // without parameters, Neovim's `rpc.request('shutdown', nil)`, Helix's `Params::None`, Sublime Text
            // LSP's `to_payload` today), `null` (Zed's `crates/lsp` serialising `()`, eglot up to Emacs 29 with
            // `:params nil`, Sublime Text LSP's older `to_payload`, an older vscode-jsonrpc), `{}` (eglot 1.5,
            // today's eglot for `exit`; every client for `initialized`). So a method without parameters takes all
            // four (`[]` too) alike, and one that needs parameters answers -32602 for `null` as for none.
            let params = value["params"].flatMap { $0 == .null ? nil : $0 }
            if let params, params.members == nil, params.array == nil {
                return id.map { .invalid(id: $0, error: .invalidParams("'params' must be an object or an array")) }
                    ?? .notification(method: method, params: nil)
            }
            if let id { return .request(id: id, method: method, params: params) }
            return .notification(method: method, params: params)
        }
    }

    // MARK: Output

    /// Sends a response with a result.
    private mutating func send(id: JSONValue, result: JSONValue) {
        send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("id", id), JSONMember("result", result)]))
    }

    /// Sends a response with an error.
    private mutating func send(id: JSONValue, error: ResponseError) {
        send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("id", id), JSONMember("error", error.json)]))
    }

    /// Sends a notification.
    mutating func send(notification method: String, params: JSONValue) {
        send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("method", .string(method)), JSONMember("params", params)]))
    }

    /// Sends one message.
    private mutating func send(_ message: JSONValue) {
        guard !outputFailed else { return }
        if !write(message.compactText) { outputFailed = true }
    }

    /// Logs a line on standard error (never on standard output).
    func log(_ line: String) {
        _ = StandardStream.error.write("tabspec lsp: " + line + "\n")
    }
}
