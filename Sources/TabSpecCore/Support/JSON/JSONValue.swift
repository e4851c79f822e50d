/// A JSON document with ordered object members, so output never depends on hash order.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Written in shortest round-trip form (`72.2`, `16`); non-finite numbers are written as `null`.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order given.
    case object([JSONMember])

    /// An integer number.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// A string, or `null` for `nil`.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
