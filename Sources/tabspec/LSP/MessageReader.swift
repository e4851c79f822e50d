/// One thing read off the language server's input: a message's body, a header that is not LSP's, or the end.
enum IncomingFrame: Equatable {
    /// The JSON body of a message (`Content-Length` bytes).
    case message([UInt8])
    /// Bytes that are not a valid header block (skipped up to the next `Content-Length` header); what is wrong.
    case malformed(String)
    /// The end of the input.
    case end
}

/// Splits the byte stream of JSON-RPC's base protocol into messages: a header block (`Name: value` lines, each
/// ending `\r\n`, then an empty line), then exactly `Content-Length` bytes of body.
///
/// `Content-Length` (decimal digits, at most ``maximumBodySize``) is required; `Content-Type` and other
/// headers are accepted and ignored; header names are case-insensitive. A header block that is not valid
/// (no `:`, no or a bad length, longer than ``maximumHeaderSize``) is reported once and skipped up to the next
/// `Content-Length` header, so the stream resynchronises. A body cut short by the end of the input is dropped.
struct MessageReader {
    /// Larger bodies are refused (a spec is read up to 64 MB; its JSON escaping may double it).
    static let maximumBodySize = 160 << 20
    /// A header block longer than this is malformed.
    static let maximumHeaderSize = 8192

    /// The bytes read and not yet consumed start at ``start``.
    private var buffer: [UInt8] = []
    /// The offset of the first unconsumed byte in ``buffer``.
    private var start = 0
    /// Whether the input has ended.
    private(set) var hasEnded = false

    /// A reader with nothing read yet.
    init() {}

    /// Appends bytes read from the input; an empty chunk is the end of the input.
    mutating func append(_ chunk: [UInt8]) {
        if chunk.isEmpty {
            hasEnded = true
            return
        }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += chunk
    }

    /// The next complete frame in what was read, or `nil` when more input is needed (after the end, a final
    /// ``IncomingFrame/end``, then `nil` no more: always `.end`).
    mutating func next() -> IncomingFrame? {
        guard start < buffer.count else { return hasEnded ? .end : nil }
        guard let headerEnd = headerEnd(from: start, limit: start + MessageReader.maximumHeaderSize + 4) else {
            if buffer.count - start > MessageReader.maximumHeaderSize || hasEnded {
                return skipMalformed("a header block longer than \(MessageReader.maximumHeaderSize) bytes or without its empty line")
            }
            return nil
        }
        let length: Int
        switch MessageReader.contentLength(in: buffer[start..<headerEnd]) {
        case let .success(value): length = value
        case let .failure(problem): return skipMalformed(problem.message)
        }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else {
            if hasEnded {
                start = buffer.count
                return .end
            }
            return nil
        }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// Skips the unconsumed bytes up to the next `Content-Length` header after the first byte (all of them when
    /// there is none) and reports `problem`.
    private mutating func skipMalformed(_ problem: String) -> IncomingFrame {
        var next = buffer.count
        var index = start + 1
        while index < buffer.count {
            if MessageReader.startsContentLength(buffer, at: index) {
                next = index
                break
            }
            index += 1
        }
        start = next
        return .malformed("invalid message header: \(problem)")
    }

    /// Why a header block is not valid.
    struct HeaderProblem: Error {
        /// What is wrong, lowercase.
        var message: String
    }

    /// The `Content-Length` of a header block (without its final empty line).
    /// `header = name ":" [ " " ] value "\r\n"`
    static func contentLength(in block: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in String(decoding: block, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "'\(line.prefix(40))' is not a 'Name: value' header"))
            }
            let name = line[..<colon].lowercased()
            let value = String(line[line.index(after: colon)...]).trimmingSpaces()
            guard name == "content-length" else { continue }
            guard !value.isEmpty, value.count <= 10, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value),
                  number <= maximumBodySize else {
                return .failure(HeaderProblem(message: "'Content-Length: \(value.prefix(20))' is not a length of at most \(maximumBodySize) bytes"))
            }
            length = number
        }
        guard let length else { return .failure(HeaderProblem(message: "no 'Content-Length' header")) }
        return .success(length)
    }

    /// `content-length:`, lowercase, as ``startsContentLength(_:at:)`` compares it.
    private static let contentLengthName = Array("content-length:".utf8)

    /// Whether `Content-Length:` (any case) starts at `index`.
    private static func startsContentLength(_ bytes: [UInt8], at index: Int) -> Bool {
        let name = contentLengthName
        guard bytes.count - index >= name.count else { return false }
        for offset in 0..<name.count {
            var byte = bytes[index + offset]
            if byte >= 65, byte <= 90 { byte += 32 }
            if byte != name[offset] { return false }
        }
        return true
    }

    /// The offset of the `\r\n\r\n` ending a header block, searched from `from` up to `limit`.
    private func headerEnd(from: Int, limit: Int) -> Int? {
        var index = from
        let last = min(buffer.count - 4, limit)
        while index <= last {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }
}
