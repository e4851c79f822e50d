/// How an editor counts the characters of a line: the LSP position encoding negotiated in `initialize`.
package enum PositionEncoding: String, Sendable, Hashable, CaseIterable {
    /// UTF-16 code units (LSP's default and what every client supports).
    case utf16 = "utf-16"
    /// UTF-8 code units, which are the document's bytes.
    case utf8 = "utf-8"

    /// The encoding to use given the client's offered encodings: `utf-8` when offered, else `utf-16`.
    package static func negotiated(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// How many code units of this encoding a scalar of `byteLength` UTF-8 bytes takes (an invalid byte is one
    /// unit in either encoding).
    func units(ofScalarWithByteLength byteLength: Int) -> Int {
        switch self {
        case .utf8: byteLength
        case .utf16: byteLength == 4 ? 2 : 1
        }
    }
}

/// A 0-based line and a 0-based character offset in code units of a ``PositionEncoding`` (LSP's `Position`).
package struct EditorPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 0-based line.
    package var line: Int
    /// The 0-based offset in the line, in code units.
    package var character: Int

    /// A position at `line` and `character`.
    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// `line:character`, 0-based, for test failures.
    package var description: String { "\(line):\(character)" }

    /// Orders positions by line, then character.
    package static func < (lhs: EditorPosition, rhs: EditorPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A half-open range between two ``EditorPosition``s (LSP's `Range`).
package struct EditorRange: Sendable, Hashable, CustomStringConvertible {
    /// The first position covered.
    package var start: EditorPosition
    /// The position just past the range.
    package var end: EditorPosition

    /// A range from `start` to `end`.
    package init(start: EditorPosition, end: EditorPosition) {
        self.start = start
        self.end = end
    }

    /// A range from 0-based line and character numbers (convenient in tests).
    package init(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) {
        self.init(start: EditorPosition(line: startLine, character: startCharacter),
                  end: EditorPosition(line: endLine, character: endCharacter))
    }

    /// `startLine:startCharacter-endLine:endCharacter`, 0-based.
    package var description: String { "\(start)-\(end)" }
}
