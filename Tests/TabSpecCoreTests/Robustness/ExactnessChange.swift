@testable import TabSpecCore

/// The differences between the old front end (`SpecAnalysis`: lexer, parser, schema pass) and the new one
/// (``FrontEnd``) that issue 11 asks for, and the front end's changes since that the recorded outcomes were
/// updated for. The equivalence harness accepts a difference only in a file one of these applies to, and says
/// which.
enum ExactnessChange: String, CaseIterable, CustomStringConvertible {
    /// Quoted source text in a message is at most 40 characters (`'aaaa…'`). Normalised: the old messages are
    /// shortened and must then be equal.
    case quotedTextLength
    /// Two Fix-Its never overlap: a Fix-It whose edits touch an earlier stage's kept Fix-It is dropped.
    /// Normalised: the new Fix-Its must be the old ones less some.
    case overlappingFixIts
    /// At most 100 errors per file; the 100th says how many more were not shown. Normalised: the first 100
    /// old errors must be the new ones.
    case errorLimit
    /// A value token keeps its own value: after a missing `:`, `padding 1 2` is `1 2`, not `2 2` (the old
    /// lexer's lookahead overwrote the value it had decoded).
    case valuesAfterMissingColon
    /// A number too large for a `Double` is `value-out-of-range`, never infinity.
    case numberTooLarge
    /// A block's name is everything glued before its `{`; a bad tab id or tab bar name (`tab 2fa {`) is one
    /// `invalid-identifier` error with a suggestion, and the block is still checked.
    case blockName
    /// Names joined by `.` (`figure.walk`) are one token; where a string belongs, the Fix-It adds quotes.
    case dottedName
    /// Palette entries may refer to later entries; a cycle is one error naming it; a reference to an entry
    /// whose own definition failed is not reported again.
    case paletteReferences
    /// `a | b | c` and `a @ 1 @ 2` say that a color has one dark variant and one alpha.
    case colorVariants
    /// Whether a `}` is missing (and indentation then ends blocks) is decided from the token buffer, before
    /// the single parse, instead of by a first parse by braces: a stray `{` where an entry starts counts
    /// otherwise than before.
    case indentationRecovery

    // Issue 22 (part 6): one error per mistake, each front end result recorded again where it changed.

    /// `;` (or `，`, `、`) between entries is one `invalid-character` error and reads as a `,`; at the end of an
    /// entry its Fix-It removes it.
    case separatorLookalike
    /// A string in single quotes (`'Home'`, `‘Home’`) is one string token with one error whose Fix-It writes it
    /// in double quotes; a lone `'` says that strings use double quotes.
    case singleQuotes
    /// `rgb(…)`/`rgba(…)` is one `invalid-color-literal` error naming the hex color, with a Fix-It.
    case colorFunctions
    /// Did-you-mean also suggests the only key (block, value) that a name begins with one typo and letters
    /// left off its end (`itemPositon` → `itemPositioning`).
    case lettersLeftOff

    var description: String { rawValue }
}
