/// Escaping text for XML 1.0 character data and attribute values.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped; tab, line feed and carriage return as character
    /// references (so attribute values keep them); characters XML 1.0 cannot carry at all (other control
    /// characters, U+FFFE, U+FFFF) replaced by U+FFFD.
    static func escaped(_ text: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t": output += "&#x9;"
            case "\n": output += "&#xA;"
            case "\r": output += "&#xD;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    output.unicodeScalars.append("\u{FFFD}")
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
