/// The String Catalogs of rule examples, written compactly.
extension RuleExample {
    /// One value of a key in a language: its text and its `stringUnit` state.
    package struct CatalogValue: Sendable {
        /// The language tag.
        package var language: String
        /// The text.
        package var value: String
        /// The state (`translated`, `needs_review`, `new`).
        package var state: String

        /// `value` in `language`, `translated` unless `state` says otherwise.
        package init(_ language: String, _ value: String, state: String = "translated") {
            self.language = language
            self.value = value
            self.state = state
        }
    }

    /// A `.xcstrings` text with source language `en` and, per key in the order given, its values in the
    /// order given (one line per value, as docs/Rules.md shows it). Keys and values are written as given
    /// (examples use no quotes or backslashes in them).
    package static func catalog(_ entries: [(key: String, values: [CatalogValue])]) -> String {
        let strings = entries.map { entry in
            let values = entry.values.map { value in
                "        \"\(value.language)\" : { \"stringUnit\" : { \"state\" : \"\(value.state)\", \"value\" : \"\(value.value)\" } }"
            }
            return "    \"\(entry.key)\" : {\n      \"localizations\" : {\n" + values.joined(separator: ",\n") + "\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + strings.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
    }
}
