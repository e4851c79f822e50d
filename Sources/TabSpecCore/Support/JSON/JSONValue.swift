/// A JSON document as ``JSONParser`` reads it, object members in file order (baselines).
package indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Written in shortest round-trip form (`72.2`, `16`); non-finite numbers are written as `null`.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in file order.
    case object([JSONMember])
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable, Hashable {
    package var key: String
    package var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONWriter {
    /// Writes `value` as the next value.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case let .bool(flag): bool(flag)
        case let .number(number): self.number(number)
        case let .string(text): string(text)
        case let .array(elements):
            array { writer in
                for element in elements { writer.value(element) }
            }
        case let .object(members):
            object { writer in
                for member in members {
                    writer.key(member.key)
                    writer.value(member.value)
                }
            }
        }
    }

    /// `value` as JSON text in `style` (no final newline).
    static func text(_ value: JSONValue, style: Style = .compact) -> String {
        var writer = JSONWriter(style: style)
        writer.value(value)
        return writer.output.takeText()
    }
}
