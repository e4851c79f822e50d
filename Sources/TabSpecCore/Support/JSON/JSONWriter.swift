/// Writes ``JSONValue``s as text: pretty (two-space indent, short scalar-only containers on one line) or
/// compact. Output is deterministic and ends without a newline.
public enum JSONWriter {
    /// Containers whose one-line form is at most this long, and that hold only scalars, stay on one line.
    static let inlineLimit = 100

    /// Pretty-printed JSON.
    public static func pretty(_ value: JSONValue) -> String {
        var output = ""
        writePretty(value, indent: 0, into: &output)
        return output
    }

    /// JSON on one line, no spaces.
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
        writeCompact(value, spaced: false, into: &output)
        return output
    }

    private static func writePretty(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case let .array(elements) where !elements.isEmpty:
            if let inline = inlineForm(value) { output += inline; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                writePretty(element, indent: indent + 1, into: &output)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case let .object(members) where !members.isEmpty:
            if let inline = inlineForm(value) { output += inline; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                writeString(member.key, into: &output)
                output += ": "
                writePretty(member.value, indent: indent + 1, into: &output)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        default:
            writeCompact(value, spaced: true, into: &output)
        }
    }

    /// The one-line form of a container of scalars, if short enough.
    private static func inlineForm(_ value: JSONValue) -> String? {
        let children: [JSONValue]
        switch value {
        case let .array(elements): children = elements
        case let .object(members): children = members.map(\.value)
        default: return nil
        }
        for child in children {
            switch child {
            case .array, .object: return nil
            default: continue
            }
        }
        var output = ""
        writeCompact(value, spaced: true, into: &output)
        return output.unicodeScalars.count <= inlineLimit ? output : nil
    }

    private static func writeCompact(_ value: JSONValue, spaced: Bool, into output: inout String) {
        switch value {
        case .null:
            output += "null"
        case let .bool(flag):
            output += flag ? "true" : "false"
        case let .number(number):
            output += number.isFinite ? DecimalText.shortest(number) : "null"
        case let .string(string):
            writeString(string, into: &output)
        case let .array(elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += spaced ? ", " : "," }
                writeCompact(element, spaced: spaced, into: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += spaced ? ", " : "," }
                writeString(member.key, into: &output)
                output += spaced ? ": " : ":"
                writeCompact(member.value, spaced: spaced, into: &output)
            }
            output += "}"
        }
    }

    /// A JSON string literal: `"`, `\` and control characters escaped; everything else as UTF-8.
    static func writeString(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
