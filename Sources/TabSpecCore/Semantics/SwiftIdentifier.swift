/// Swift identifier rules for tab ids (enum cases) and tab bar names (enum types).
enum SwiftIdentifier {
    /// Swift's reserved words; as a tab id they are emitted in backticks (lint `reserved-identifier`).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "some", "any",
    ]

    /// UpperCamelCase names Swift reserves: an enum named like one of them does not compile.
    static let reservedTypeNames: Set<String> = ["Any", "Self", "Type", "Protocol"]

    /// Whether `name` is a Swift identifier made of ASCII letters, digits and underscores, not starting with a
    /// digit and not `_` alone.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, name != "_" else { return false }
        guard Tokenizer.isIdentifierStart(first) else { return false }
        return allBytes(of: name) { Tokenizer.isIdentifierStart($0) || Tokenizer.isDigit($0) }
    }

    /// Whether every UTF-8 byte of `text` satisfies `predicate` (read as one contiguous buffer).
    private static func allBytes(of text: String, _ predicate: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.allSatisfy(predicate) }
    }

    /// Whether `name` is an UpperCamelCase identifier (`[A-Z][A-Za-z0-9]*`).
    static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= 0x41, first <= 0x5A else { return false }
        return allBytes(of: name) { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || Tokenizer.isDigit($0) }
    }

    /// Splits a name at `-`, `_` and spaces into its words.
    private static func words(_ name: String) -> [Substring] {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." })
    }

    /// `home-screen` → `homeScreen` (the spelling the emitter would need).
    static func lowerCamelCase(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return name }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return head + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `main-tabs` → `MainTabs`.
    static func upperCamelCase(_ name: String) -> String {
        words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension SwiftIdentifier {
    /// Members the generated enum declares or inherits; a case with one of these names would not compile.
    static let generatedMembers: Set<String> = [
        "id", "index", "symbolName", "selectedSymbolName", "title", "accessibilityLabel", "next", "previous",
        "initial", "configuration", "layout", "allCases", "rawValue", "hashValue", "hash", "init", "Type", "Protocol",
        "self", "Self",
        // A localized tab bar's (v1.2).
        "titleKey", "sourceTitle", "accessibilityLabelKey",
        // A bar with a search tab's, and the runtime protocol's default (v1.2).
        "isSearch",
        // The members of v1.3's keys (apps.md) and the runtime protocol's defaults; `imageBundle` is the
        // `TabBarImageBundle` conformance's.
        "imageName", "selectedImageName", "isAction", "isOptional", "required", "accessibilityIdentifier", "accessibilityHint",
        "accessibilityHintKey", "imageBundle", "isProminent",
    ]

    /// The enum case name the emitter uses for a tab id: lowerCamelCase, as Swift's API guidelines ask
    /// (`Home` → `home`, `home_screen` → `homeScreen`, `URLList` → `urlList`). The raw value stays the id.
    /// Leading underscores are kept.
    static func caseName(for id: String) -> String {
        // Most ids (`home`, `tab2`) are lowercase letters and digits, which the conversion keeps as they are.
        if allBytes(of: id, { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }), let first = id.utf8.first,
           first >= 0x61 {
            return id
        }
        let underscores = id.prefix { $0 == "_" }
        let parts = id.dropFirst(underscores.count).split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first else { return id }
        var result = String(underscores) + lowercasingLeadingCapitals(first)
        for part in parts.dropFirst() {
            result += part.prefix(1).uppercased() + part.dropFirst()
        }
        return result
    }

    /// `Home` → `home`, `URL` → `url`, `URLList` → `urlList`, `home` → `home`.
    private static func lowercasingLeadingCapitals(_ word: Substring) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return String(word) }
        // Keep the last capital of a run that starts the next word (`URLList` → `url` + `List`).
        let lowered = capitals == characters.count || capitals == 1 ? capitals : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
