import Foundation
import TabSpecCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec-bench talks to 'tabspec lsp' over pipes with posix_spawn and poll: Darwin, Glibc or Musl")
#endif

/// A language client over real pipes: spawns `tabspec lsp` with `posix_spawn`, writes framed JSON-RPC messages
/// to its standard input and reads framed messages off its standard output, as an editor does.
struct LSPClient {
    /// The server's process id.
    private let pid: pid_t
    /// The write end of the server's standard input.
    private let input: Int32
    /// The read end of the server's standard output.
    private let output: Int32
    /// Bytes read and not yet framed.
    private var buffer: [UInt8] = []
    /// How long a read waits for the server before giving up, in milliseconds.
    static let timeout: Int32 = 20_000

    /// Starts `path lsp`; its standard error goes to `/dev/null`.
    init(tabspec path: String) throws {
        signal(SIGPIPE, SIG_IGN)
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else {
            throw ChildProcess.Failure(description: "pipe failed: \(String(cString: strerror(errno)))")
        }
        // Close-on-exec everywhere: the dup2 below clears it on the child's 0 and 1, and no later child inherits
        // these pipes.
        for descriptor in toServer + fromServer { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(toServer[0])
            close(fromServer[1])
        }
        do {
            pid = try ChildProcess.spawn(path, ["lsp"]) { actions in
                posix_spawn_file_actions_adddup2(&actions, toServer[0], STDIN_FILENO)
                posix_spawn_file_actions_adddup2(&actions, fromServer[1], STDOUT_FILENO)
                posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
            }
        } catch {
            close(toServer[1])
            close(fromServer[0])
            throw error
        }
        input = toServer[1]
        output = fromServer[0]
    }

    /// Sends one message with its `Content-Length` header.
    func send(_ message: JSONValue) throws {
        let body = Array(message.compactText.utf8)
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw ChildProcess.Failure(description: "the server's input is closed") }
            written += count
        }
    }

    /// Sends a request (without `params` when they are `nil`).
    func request(id: Int, _ method: String, _ params: JSONValue?) throws {
        try send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("id", .number(Double(id))), JSONMember("method", .string(method))]
            + (params.map { [JSONMember("params", $0)] } ?? [])))
    }

    /// Sends a notification (without `params` when they are `nil`).
    func notify(_ method: String, _ params: JSONValue?) throws {
        try send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("method", .string(method))]
            + (params.map { [JSONMember("params", $0)] } ?? [])))
    }

    /// Reads messages until one satisfies `matches` and returns it (the others are dropped).
    mutating func receive(until matches: (JSONValue) -> Bool) throws -> JSONValue {
        while true {
            let message = try next()
            if matches(message) { return message }
        }
    }

    /// Reads messages until the response to request `id` and returns it.
    mutating func response(to id: Int) throws -> JSONValue {
        try receive { $0["id"]?.integer == id && $0["method"] == nil }
    }

    /// The next message from the server.
    private mutating func next() throws -> JSONValue {
        while true {
            if let (length, headerEnd) = frame() {
                guard buffer.count >= headerEnd + length else {
                    try fill()
                    continue
                }
                let body = Array(buffer[headerEnd..<(headerEnd + length)])
                buffer.removeFirst(headerEnd + length)
                do throws(JSONParseError) {
                    return try JSONValue(parsing: body)
                } catch {
                    throw ChildProcess.Failure(description: "the server sent a body that is not JSON: \(error.description)")
                }
            }
            try fill()
        }
    }

    /// The body length and the offset after the header block, when a whole header block has been read.
    private func frame() -> (length: Int, headerEnd: Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<($0 + 4)].elementsEqual(separator) }) else {
            return nil
        }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        for line in header.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            if let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) {
                return (length, end + 4)
            }
        }
        return nil
    }

    /// Waits (at most ``timeout``) for output and appends what is available.
    private mutating func fill() throws {
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, LSPClient.timeout)
        if ready < 0, errno == EINTR { return }
        guard ready > 0 else { throw ChildProcess.Failure(description: "the server did not answer within \(LSPClient.timeout / 1000) s") }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { return }
        guard count > 0 else { throw ChildProcess.Failure(description: "the server's output ended") }
        buffer += chunk[..<count]
    }

    /// Sends `shutdown` and `exit`, closes the pipes and waits for the server; its exit status.
    mutating func finish() -> Int32 {
        if (try? request(id: Int(Int32.max), "shutdown", nil)) != nil { _ = try? response(to: Int(Int32.max)) }
        try? notify("exit", nil)
        close(input)
        close(output)
        return wait()
    }

    /// Kills the server (after a failure) and waits for it.
    func terminate() {
        _ = kill(pid, SIGKILL)
        close(input)
        close(output)
        _ = wait()
    }

    /// Waits for the server to end; its exit status (or 128 + signal).
    private func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
