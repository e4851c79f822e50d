/// Reading and writing ``JSONValue``s outside the library (the language server's messages), and looking into
/// them: the one JSON reader and writer, reached through the value type.
extension JSONValue {
    /// Parses one JSON document (``JSONParser``).
    package init(parsing bytes: [UInt8]) throws(JSONParseError) {
        self = try JSONParser.parse(bytes)
    }

    /// The value as compact JSON text (``JSONWriter``, no spaces, members in order).
    package var compactText: String { JSONWriter.text(self, style: .compact) }

    /// The members of an object (`nil` for any other value).
    package var members: [JSONMember]? {
        if case let .object(members) = self { return members }
        return nil
    }

    /// The value of an object's first member named `key` (`nil` for another value or a missing member).
    package subscript(key: String) -> JSONValue? {
        members?.value(key)
    }

    /// The text of a string.
    package var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The integer, if the value is a number with no fraction in `Int`'s range.
    package var integer: Int? {
        guard case let .number(number) = self, number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    /// The number, if the value is one.
    package var number: Double? {
        if case let .number(number) = self { return number }
        return nil
    }

    /// The flag, if the value is a boolean.
    package var bool: Bool? {
        if case let .bool(flag) = self { return flag }
        return nil
    }

    /// The elements, if the value is an array.
    package var array: [JSONValue]? {
        if case let .array(elements) = self { return elements }
        return nil
    }
}
