/// Escaping for XML 1.0, the one rule of tabspec's XML outputs (SVG pictures, JUnit reports): character data
/// and double-quoted attribute values.
enum XMLText {
    /// Where text goes.
    enum Context {
        /// Character data between tags.
        case text
        /// A double-quoted attribute value.
        case attribute
    }

    /// `text` with `&`, `<` and `>` as entities; in attributes also `"` as `&quot;`, and tab and line feed as
    /// character references (`&#x9;`, `&#xA;`; a parser would turn them into spaces); a carriage return as
    /// `&#xD;` everywhere (a parser would turn it into a line feed); characters XML 1.0 cannot hold (other
    /// controls, U+FFFE, U+FFFF) as U+FFFD.
    static func escaped(_ text: String, in context: Context) -> String {
        let output = ByteBuffer(capacity: text.utf8.count + 16)
        write(text, in: context, to: output)
        return output.takeText()
    }

    /// Appends ``escaped(_:in:)``'s text to `output`.
    static func write(_ text: String, in context: Context, to output: ByteBuffer) {
        let attribute = context == .attribute
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"" where attribute: output.append("&quot;")
            case "\t" where attribute: output.append("&#x9;")
            case "\n" where attribute: output.append("&#xA;")
            case "\r": output.append("&#xD;")
            case "\t", "\n": output.append(UInt8(scalar.value))
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
                    output.append("\u{FFFD}")
                } else if value < 0x80 {
                    output.append(UInt8(value))
                } else {
                    output.append(string: String(scalar))
                }
            }
        }
    }
}
