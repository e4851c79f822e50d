/// A value read from a binary property list.
///
/// Covers every object a `bplist00` file can hold except `null` and `fill` (which Apple's own writer never
/// emits); sets are read as arrays.
enum PropertyListValue: Sendable, Equatable {
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// An integer (1-, 2-, 4- or 8-byte, or a 16-byte one that fits in 64 bits).
    case integer(Int64)
    /// A 32- or 64-bit floating-point number.
    case real(Double)
    /// A date as seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    /// Raw bytes.
    case data([UInt8])
    /// A string (stored as ASCII or UTF-16 in the file).
    case string(String)
    /// A keyed-archiver object reference.
    case uid(UInt64)
    /// An array or a set, in file order.
    case array([PropertyListValue])
    /// A dictionary with string keys.
    case dictionary([String: PropertyListValue])

    /// The string, if this is a string.
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The dictionary, if this is a dictionary.
    var dictionaryValue: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// A short name of the value's type for messages: `string`, `dictionary`, …
    var typeName: String {
        switch self {
        case .bool: "boolean"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .string: "string"
        case .uid: "uid"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}
