/// The file path a document URI names: `file:` URIs (`file:///path`, `file://localhost/path`) percent-decoded;
/// other schemes (`untitled:`) name no file.
enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded (`%20` → space, `%C3%A9` → é); `nil` for another scheme or a
    /// URI that is not a path.
    static func path(of uri: String) -> String? {
        let scheme = "file://"
        guard uri.lowercased().hasPrefix(scheme) else { return nil }
        var rest = Substring(uri.dropFirst(scheme.count))
        if !rest.hasPrefix("/") {
            // An authority: only the local host names a file here.
            guard let slash = rest.firstIndex(of: "/"), rest[..<slash].lowercased() == "localhost" else { return nil }
            rest = rest[slash...]
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        return percentDecoded(rest)
    }

    /// `text` with each `%XX` replaced by its byte (a `%` not followed by two hex digits is kept); the bytes
    /// read as UTF-8 (invalid sequences become U+FFFD).
    static func percentDecoded(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The value of one hex digit.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
