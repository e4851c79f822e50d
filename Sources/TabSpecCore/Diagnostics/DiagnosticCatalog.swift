/// Every language-error message, in one place. Messages are lowercase, have no trailing period, quote source
/// text with '…' and say what was expected; did-you-mean suggestions come with a Fix-It when there is
/// exactly one.
extension Diagnostic {
    // MARK: Helpers

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    package static func quotedList(_ items: [String], conjunction: String = "or") -> String {
        let quoted = items.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + (quoted.last ?? "")
    }

    /// How a message quotes a value as written: `string "x"` for a string, else `'x'`.
    static func quotedValue(_ written: String) -> String {
        written.hasPrefix("\"") ? "string \(written)" : "'\(written)'"
    }

    /// A replace Fix-It when exactly one suggestion exists.
    static func suggestionFixIts(_ suggestions: [String], replacing range: SourceRange, original: String) -> [FixIt] {
        guard suggestions.count == 1, let only = suggestions.first else { return [] }
        return [.replace(range, with: only, original: original)]
    }

    // MARK: Lexical errors

    static func invalidUTF8(byte: UInt8, at range: SourceRange) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return Diagnostic(id: .invalidUTF8, message: "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)", range: range)
    }

    static func invalidCharacter(_ scalar: Unicode.Scalar, at range: SourceRange) -> Diagnostic {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        let invisible = scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value) || scalar.properties.isWhitespace
            || scalar.properties.generalCategory == .format
        // A quote in quotes (`'''`) would read as three: the straight single quote is named.
        let shown = invisible ? "character U+\(padded)"
            : scalar == "'" ? "single quote (U+0027)" : "character '\(Character(scalar))' (U+\(padded))"
        var replacement: String?
        var hint = ""
        switch scalar {
        case "=", "\u{FF1A}": replacement = ":"; hint = "; use ':' between a key and its value"
        case ";", "\u{FF0C}", "\u{3001}": replacement = ","; hint = "; separate entries with a newline or ','"
        case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{FF02}": replacement = "\""; hint = "; strings use straight quotes"
        case "'", "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}": hint = "; strings use double quotes"
        case "\u{00A0}", "\u{3000}": replacement = " "; hint = "; use a plain space"
        case "\u{FF5B}": replacement = "{"
        case "\u{FF5D}": replacement = "}"
        case "\r": hint = "; lines end with '\\n' or '\\r\\n'"
        default: break
        }
        if let replacement, hint.isEmpty { hint = Suggestion.phrase([replacement]) }
        let fixIts = replacement.map { [FixIt.replace(range, with: $0, original: String(scalar))] } ?? []
        return Diagnostic(id: .invalidCharacter, message: "unexpected \(shown)\(hint)", range: range, fixIts: fixIts)
    }

    /// A `;` (or a fullwidth `，`, `、`) where a separator belongs, read as one: the Fix-It removes it with
    /// the blanks before it (`removing`) where it ends an entry anyway, else writes ','.
    static func separatorLookalike(_ scalar: Unicode.Scalar, at range: SourceRange, removing: SourceRange?) -> Diagnostic {
        var diagnostic = invalidCharacter(scalar, at: range)
        if let removing {
            diagnostic.fixIts = [FixIt(message: "remove '\(Character(scalar))'", edits: [TextEdit(range: removing, replacement: "")])]
        }
        return diagnostic
    }

    /// A string written with typographic quotes (`“Home”`): one diagnostic whose Fix-It straightens both.
    static func typographicQuotes(open: SourceRange, close: SourceRange, scalar: Unicode.Scalar) -> Diagnostic {
        var diagnostic = invalidCharacter(scalar, at: open)
        diagnostic.fixIts = [FixIt(message: "use straight quotes", edits: [
            TextEdit(range: open, replacement: "\""), TextEdit(range: close, replacement: "\""),
        ])]
        return diagnostic
    }

    /// A string in single quotes (`'Home'`, `‘Home’`), the whole of it at `range`: one diagnostic whose Fix-It
    /// writes `literal`, the same string in double quotes.
    static func singleQuotedString(_ literal: String, at range: SourceRange, scalar: Unicode.Scalar) -> Diagnostic {
        var diagnostic = invalidCharacter(scalar, at: range)
        diagnostic.fixIts = [FixIt(message: "use double quotes: \(excerpt(literal))", edits: [TextEdit(range: range, replacement: literal)])]
        return diagnostic
    }

    static func unterminatedString(at range: SourceRange, insertAt offset: Int) -> Diagnostic {
        Diagnostic(id: .unterminatedString, message: "unterminated string; expected '\"' before the end of the line",
                   range: range, fixIts: [.insert("\"", at: offset)])
    }

    /// Why an escape sequence is invalid.
    enum EscapeProblem {
        case unknown
        case badUnicode
    }

    static func invalidEscape(_ text: String, at range: SourceRange, reason: EscapeProblem) -> Diagnostic {
        let message = switch reason {
        case .unknown: "invalid escape '\(text)' in string; valid escapes are '\\\"', '\\\\', '\\n', '\\t' and '\\u{…}'"
        case .badUnicode: "invalid Unicode escape '\(text)'; expected '\\u{' with 1 to 8 hex digits of a Unicode scalar and '}'"
        }
        return Diagnostic(id: .invalidEscape, message: message, range: range)
    }

    static func invalidNumber(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidNumber,
                   message: "invalid number '\(text)'; numbers are written like 12, -4 or 0.5, optionally followed by '%', without units or exponents",
                   range: range)
    }

    static func invalidColorLiteral(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidColorLiteral,
                   message: "invalid color literal '\(text)'; expected '#' followed by 3, 4, 6 or 8 hex digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)",
                   range: range)
    }

    /// A CSS color function, `rgb(255, 0, 0)` (``Tokenizer/lexColorFunction(from:)``): its hex spelling with a
    /// Fix-It when its arguments make a color, else why they do not.
    static func colorFunction(_ text: String, reading: Tokenizer.ColorFunction, at range: SourceRange) -> Diagnostic {
        let hex = "colors are written in hex, with '@' before an alpha"
        var fixIts: [FixIt] = []
        let detail: String
        switch reading {
        case let .color(spelling):
            detail = hex + Suggestion.phrase([spelling])
            fixIts = [.replace(range, with: spelling, original: text)]
        case let .componentOutOfRange(found):
            detail = "its red, green and blue must be 0 to 255 or 0% to 100%, found '\(excerpt(found))'; " + hex
        case let .alphaOutOfRange(found):
            detail = "its alpha must be 0 to 1 or 0% to 100%, found '\(excerpt(found))'; " + hex
        case .malformed:
            detail = hex + " ('#FF0000 @ 0.5')"
        }
        return Diagnostic(id: .invalidColorLiteral, message: "invalid color literal '\(text)'; " + detail, range: range, fixIts: fixIts)
    }

    static func unterminatedComment(at range: SourceRange, insertAt offset: Int) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "unterminated block comment; expected '*/'", range: range,
                   fixIts: [.insert("*/", at: offset)])
    }

    // MARK: Syntax errors

    static func expectedToken(_ expected: String, found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "expected \(expected), found \(found)", range: range)
    }

    static func missingColon(after key: String, insertAt offset: Int) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "expected ':' after '\(key)'", range: SourceRange(at: offset),
                   fixIts: [.insert(":", at: offset)])
    }

    static func missingColonAndValue(after key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "expected ':' and a value after '\(key)'", range: range)
    }

    static func missingValue(for key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "expected a value after '\(key):'", range: range)
    }

    static func missingSeparator(before key: String, at range: SourceRange, insertAt offset: Int) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "expected a newline or ',' before '\(key)'", range: range,
                   fixIts: [.insert(",", at: offset)])
    }

    static func propertyAtTopLevel(_ key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken,
                   message: "expected a block such as 'tabbar Name { … }' or 'palette { … }' at the top level, found property '\(key)'",
                   range: range)
    }

    static func unexpectedClosingBrace(at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "unexpected '}' with no open block", range: range,
                   fixIts: [FixIt(message: "remove '}'", edits: [TextEdit(range: range, replacement: "")])])
    }

    static func unexpectedColonBeforeBlock(_ keyword: String, colon: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "'\(keyword)' is a block; expected '{' directly after '\(keyword)', found ':'",
                   range: colon, fixIts: [FixIt(message: "remove ':'", edits: [TextEdit(range: colon, replacement: "")])])
    }

    static func quotedBlockName(_ keyword: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidIdentifier, message: "expected a name after '\(keyword)', found a quoted or numeric value; block names are written without quotes",
                   range: range)
    }

    static func unterminatedBlock(_ keyword: String, name: String?, openBrace: SourceRange, insertAt offset: Int) -> Diagnostic {
        let label = name.map { "\(keyword) \($0)" } ?? keyword
        return Diagnostic(id: .unterminatedBlock, message: "'\(label)' block is missing its closing '}'", range: openBrace,
                          fixIts: [.insert(" }", at: offset)])
    }

    // MARK: Schema errors

    static func unknownBlock(_ keyword: String, in context: String, suggestions: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .unknownBlock, message: "unknown block '\(keyword)' \(context)\(Suggestion.phrase(suggestions))", range: range,
                   fixIts: suggestionFixIts(suggestions, replacing: range, original: keyword))
    }

    static func keyUsedAsBlock(_ key: String, in block: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .unknownBlock, message: "'\(key)' is a key of '\(block)', not a block; write '\(key): value'", range: range)
    }

    static func blockUsedAsProperty(_ keyword: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "'\(keyword)' is a block; expected '\(keyword) { … }', found ':'", range: range)
    }

    static func unknownKey(_ key: String, in block: String, suggestions: [String], belongsIn owner: String?, at range: SourceRange) -> Diagnostic {
        var message = "unknown key '\(key)' in '\(block)'\(Suggestion.phrase(suggestions))"
        if suggestions.isEmpty, let owner { message += "; '\(key)' belongs in '\(owner) { … }'" }
        return Diagnostic(id: .unknownKey, message: message, range: range,
                          fixIts: suggestionFixIts(suggestions, replacing: range, original: key))
    }

    static func duplicateKey(_ key: String, in block: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateKey, message: "duplicate key '\(key)' in '\(block)'", range: range,
                   notes: [DiagnosticNote(message: "'\(key)' is first set here", range: first)])
    }

    static func duplicateBlock(_ keyword: String, in block: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateKey, message: "duplicate '\(keyword)' block in '\(block)'", range: range,
                   notes: [DiagnosticNote(message: "the first '\(keyword)' block is here", range: first)])
    }

    static func duplicateTopLevelBlock(_ keyword: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateKey, message: "duplicate '\(keyword)' block; a spec has at most one", range: range,
                   notes: [DiagnosticNote(message: "the first '\(keyword)' block is here", range: first)])
    }

    static func missingBlockName(_ keyword: String, example: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken, message: "expected a name after '\(keyword)', as in '\(example)'", range: range)
    }

    static func wrongValueCount(_ key: String, expected: String, found: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "'\(key)' takes \(expected), found \(found) values", range: range)
    }

    static func invalidValue(_ key: String, expected: String, found: String, at range: SourceRange, fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "invalid value \(found) for '\(key)'; expected \(expected)", range: range, fixIts: fixIts)
    }

    static func invalidKeyword(_ key: String, found: String, allowed: [String], suggestions: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: invalidValueMessage(found, for: key, expected: quotedList(allowed), suggestions: suggestions),
                   range: range, fixIts: suggestionFixIts(suggestions, replacing: range, original: found))
    }

    /// `invalid value 'x' for 'key'; expected …`, with did-you-mean: a written value its key does not take.
    /// The command line words a bad option value the same way (`invalid value 'x' for '--format'`).
    package static func invalidValueMessage(_ found: String, for key: String, expected: String, suggestions: [String] = []) -> String {
        "invalid value '\(found)' for '\(key)'; expected \(expected)\(Suggestion.phrase(suggestions))"
    }

    static func percentageNotAllowed(_ key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "'\(key)' does not take a percentage; percentages are only for alpha ('@ 50%')", range: range)
    }

    static func customOnly(_ key: String, at range: SourceRange, kindRange: SourceRange?) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "'\(key)' applies to custom bars only; this bar is 'kind: system'", range: range,
                   notes: [DiagnosticNote(message: kindRange == nil ? "'kind' defaults to 'system'" : "the kind is set here", range: kindRange)])
    }

    static func valueOutOfRange(_ key: String, requirement: String, found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .valueOutOfRange, message: "'\(key)' must be \(requirement), found \(found)", range: range)
    }

    static func alphaOutOfRange(_ key: String, requirement: String, found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .valueOutOfRange, message: "alpha in '\(key)' must be \(requirement), found \(found)", range: range)
    }

    static func noContentHeight(height: String, top: String, bottom: String, result: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .valueOutOfRange,
                   message: "'padding' leaves no height for items: \(height) − \(top) − \(bottom) = \(result); content height must be greater than 0",
                   range: range)
    }

    static func missingKey(_ message: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .missingKey, message: message, range: range)
    }

    static func invalidIdentifier(_ message: String, suggestion: String?, at range: SourceRange, original: String) -> Diagnostic {
        Diagnostic(id: .invalidIdentifier, message: message + Suggestion.phrase(suggestion.map { [$0] } ?? []), range: range,
                   fixIts: suggestion.map { [.replace(range, with: $0, original: original)] } ?? [])
    }

    static func duplicateTab(_ id: String, firstID: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        let message = id == firstID
            ? "duplicate tab '\(id)'"
            : "duplicate tab '\(id)': it becomes the same enum case as '\(firstID)'"
        return Diagnostic(id: .duplicateTab, message: message, range: range,
                          notes: [DiagnosticNote(message: "'\(firstID)' is first declared here", range: first)])
    }

    /// `tab 'b' is a second search tab; …`: a bar has at most one `role: search` (language.md v1.2).
    static func secondSearchTab(_ id: String, firstID: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateTab,
                   message: "tab '\(id)' is a second search tab; a tab bar has at most one tab with 'role: search'",
                   range: range, notes: [DiagnosticNote(message: "'\(firstID)' is the search tab here", range: first)])
    }

    /// A second `prominent: true` in one bar (layout.md v1.3): Apple, "Only one tab can receive the prominent treatment".
    static func secondProminentTab(_ id: String, firstID: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateTab,
                   message: "tab '\(id)' is a second prominent tab; a tab bar has at most one tab with 'prominent: true'",
                   range: range, notes: [DiagnosticNote(message: "'\(firstID)' is the prominent tab here", range: first)])
    }

    static func duplicateTabBar(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateTabBar, message: "duplicate tab bar '\(name)'; tab bar names in a file must differ", range: range,
                   notes: [DiagnosticNote(message: "'\(name)' is first declared here", range: first)])
    }

    static func unknownTab(_ id: String, key: String, suggestions: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .unknownTab, message: "unknown tab '\(id)' in '\(key)'\(Suggestion.phrase(suggestions))", range: range,
                   fixIts: suggestionFixIts(suggestions, replacing: range, original: id))
    }

    static func unknownColor(_ name: String, suggestions: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .unknownColor, message: "unknown color '\(name)'\(Suggestion.phrase(suggestions))", range: range,
                   fixIts: suggestionFixIts(suggestions, replacing: range, original: name))
    }

    static func emptyTabBar(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .emptyTabBar, message: "tab bar '\(name)' has no tabs; add at least one 'tab id { symbol: \"…\" }'", range: range)
    }
}
