/// Messages of the front end's exactness rules (issue 11): quoting long source text, names joined by `.`,
/// numbers too large to represent, palette cycles, extra color variants and the per-file error limit.
extension Diagnostic {
    /// At most this many characters of source text are quoted in a message.
    static let excerptLength = 40

    /// Source text as a message quotes it: at most ``excerptLength`` characters, the last one '…' when the
    /// text is longer.
    static func excerpt(_ text: String) -> String {
        guard text.utf8.count > excerptLength, text.count > excerptLength else { return text }
        return String(text.prefix(excerptLength - 1)) + "…"
    }

    /// Names joined by `.` where no stage expects a string (`indicator.shape: circle`).
    static func dottedName(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidCharacter,
                   message: "unexpected '.' in '\(text)'; a name is letters, digits, '_' and '-' (a name with '.', such as an SF Symbol name, is a string in quotes)",
                   range: range)
    }

    /// Names joined by `.` where a string is expected: names are strings, the Fix-It adds the quotes.
    static func unquotedDottedName(_ key: String, written: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue,
                   message: "invalid value '\(excerpt(written))' for '\(key)'; names are strings, written in quotes",
                   range: range, fixIts: [.replace(range, with: "\"\(written)\"", original: written)])
    }

    /// A number the language can write but a `Double` cannot hold (`1` followed by 400 zeros).
    static func numberTooLarge(_ key: String, requirement: String, found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .valueOutOfRange, message: "'\(key)' must be \(requirement), found \(excerpt(found)), which is too large to represent",
                   range: range)
    }

    /// Palette colors that refer to each other in a circle (`a: b`, `b: a`).
    static func paletteCycle(_ names: [String], at range: SourceRange) -> Diagnostic {
        let cycle = (names + names.prefix(1)).map { "'\(excerpt($0))'" }.joined(separator: " → ")
        return Diagnostic(id: .unknownColor, message: "palette colors refer to each other in a cycle: \(cycle); give one of them a color",
                          range: range)
    }

    /// `color | dark | third`: a color has one light and at most one dark variant.
    static func secondDarkVariant(_ key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "'\(key)' has a second '|'; a color has at most one dark variant ('light | dark')",
                   range: range)
    }

    /// `color @ 0.5 @ 0.3`: each variant of a color has at most one alpha.
    static func secondAlpha(_ key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "'\(key)' has a second '@'; a color has at most one alpha ('color @ alpha')",
                   range: range)
    }

    /// The note on the last error shown when a file has more than ``FrontEnd/errorLimit`` errors.
    static func moreErrorsNote(_ count: Int) -> DiagnosticNote {
        DiagnosticNote(message: "\(Wording.count(count, "more error")) in this file not shown")
    }

    /// Something other than a block at the top level of a configuration file.
    static func configurationExpectedBlock(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken,
                   message: "expected a block 'lint { … }', 'compile { … }' or 'app { … }' at the top level of a configuration file, found \(found)",
                   range: range)
    }

    /// A block name that is not one name (`tab 2fa {`, `tab 家 {`); the check stage says more for tab ids and
    /// tab bar names.
    static func invalidBlockName(_ keyword: String, name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidIdentifier,
                   message: "expected a name after '\(keyword)', found '\(excerpt(name))'; a block name is letters, digits, '_' and '-'",
                   range: range)
    }

    /// A name after a keyword whose block has none (`indicator main { … }`).
    static func unexpectedBlockName(_ keyword: String, name: String, at range: SourceRange) -> Diagnostic {
        let shown = excerpt(name)
        return Diagnostic(id: .expectedToken, message: "expected '{' after '\(keyword)', found '\(shown)'; '\(keyword)' blocks have no name",
                          range: range, fixIts: [FixIt(message: "remove '\(shown)'", edits: [TextEdit(range: range, replacement: "")])])
    }
}
