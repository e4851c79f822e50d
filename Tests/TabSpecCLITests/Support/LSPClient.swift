import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("the language server tests ignore SIGPIPE with signal: Darwin, Glibc or Musl")
#endif

/// A `tabspec lsp` process driven over real pipes, as an editor drives it: framed messages written to its
/// standard input, framed messages read from its standard output.
final class LSPClient: @unchecked Sendable {
    /// Why a session step failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    /// Bytes read from standard output and not yet taken as messages.
    private var received: [UInt8] = []
    /// Bytes read from standard error.
    private var logged: [UInt8] = []
    private let lock = NSLock()

    /// Starts `tabspec lsp` in `directory` (the package root by default).
    init(in directory: String? = nil, arguments: [String] = ["lsp"]) throws {
        // A write to the server after it has exited must fail, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: TabspecProcess.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? TabspecProcess.packageRoot)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.received += data }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.logged += data }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }

    /// The process id of the server.
    var pid: Int32 { process.processIdentifier }

    /// `body` framed with its `Content-Length`.
    static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
    }

    /// Writes raw bytes to the server's standard input, in one write.
    func write(_ bytes: [UInt8]) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    /// Writes each message framed, all in one write (so the server reads them together).
    func send(_ bodies: String...) {
        write(bodies.flatMap(LSPClient.frame))
    }

    /// Closes the server's standard input (its end of input).
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// The next message the server wrote (its JSON body), waiting up to `timeout` seconds.
    func next(timeout: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let body = lock.withLock({ takeMessage() }) { return body }
            guard Date() < deadline else {
                throw Failure(description: "no message within \(timeout) s; stdout so far: \(lock.withLock { String(decoding: received, as: UTF8.self) }); stderr: \(standardError)")
            }
            usleep(2_000)
        }
    }

    /// The next `count` messages, each waited for up to `timeout` seconds.
    func next(_ count: Int, timeout: Double = 20) throws -> [String] {
        try (0..<count).map { _ in try next(timeout: timeout) }
    }

    /// Takes one complete framed message off ``received``; throws nothing, returns `nil` when none is complete.
    private func takeMessage() -> String? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard received.count >= 4, let end = (0...(received.count - 4)).first(where: { Array(received[$0..<($0 + 4)]) == separator }) else { return nil }
        let header = String(decoding: received[0..<end], as: UTF8.self)
        guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count)) else {
            let body = String(decoding: received, as: UTF8.self)
            received = []
            return "<not a frame: \(body)>"
        }
        guard received.count >= end + 4 + length else { return nil }
        let body = String(decoding: received[(end + 4)..<(end + 4 + length)], as: UTF8.self)
        received.removeFirst(end + 4 + length)
        return body
    }

    /// Whether the server wrote bytes not yet taken as messages.
    var hasUnreadOutput: Bool { lock.withLock { !received.isEmpty } }

    /// What the server wrote on standard error.
    var standardError: String { lock.withLock { String(decoding: logged, as: UTF8.self) } }

    /// The exit status, waiting up to `timeout` seconds; `nil` if it is still running (it is then killed).
    func exitStatus(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// Sends `initialize` (id 1) with `capabilities` and `initialized` (its `"params"` member as `initialized`
    /// writes it, `{}` by default); returns the `initialize` response.
    func initialize(capabilities: String, processId: String = "null", initialized: String = #","params":{}"#) throws -> String {
        send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":\#(processId),"rootUri":null,"capabilities":\#(capabilities)}}"#,
             #"{"jsonrpc":"2.0","method":"initialized"\#(initialized)}"#)
        return try next()
    }
}

extension LSPClient {
    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A `didOpen` notification of `text` at `uri`, version `version`.
    static func didOpen(_ uri: String, _ text: String, version: Int = 1) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"tabspec","version":\#(version),"text":\#(quoted(text))}}}"#
    }

    /// A request `method` with id `id` about the document at `uri`, with more parameters `extra` (`,"range":…`).
    static func request(_ id: Int, _ method: String, _ uri: String, _ extra: String = "") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri)"}\#(extra)}}"#
    }
}
