/// The Fix-It of `glass-background` (v1.3, apps.md "The bar's material"): move the key it fires on into the
/// bar's `classic { }` block, where it applies only to the classic bar, creating the block when needed.
extension GlassBackgroundRule {
    /// The bar keys the rule fires on and the `classic` key each becomes, in the order the rule reports them.
    static let movableKeys: [(key: SpecKey, classic: SpecKey)] = [
        (.barTintColor, .classicBarTintColor), (.backgroundColor, .classicBackgroundColor), (.translucent, .classicTranslucent),
        (.backgroundEffect, .classicBackgroundEffect), (.shadowColor, .classicShadowColor),
    ]

    /// `move 'KEY' into 'classic { }'`: the key is removed where it is (with its whole line when it is alone on
    /// it) and written as the last key of the bar's `classic` block, or in a new block at its place. `nil` when
    /// the `classic` block already sets the key.
    static func moveIntoClassic(_ key: SpecKey, classicKey: SpecKey, in tabBar: LintedTabBar, context: LintContext) -> FixIt? {
        let properties = tabBar.spec.properties
        guard let property = properties[key], properties[classicKey] == nil else { return nil }
        let bytes = context.source.bytes
        let written = context.text(property.range)
        guard let classic = properties[.classic] else { return moveIntoNewClassic([key], in: tabBar, context: context) }
        let removal = removal(of: property, in: bytes)
        // The block's closing brace: the last `}` of its range.
        var close = min(classic.valueRange.end, bytes.count)
        while close > classic.valueRange.start, bytes[close - 1] != UInt8(ascii: "}") { close -= 1 }
        guard close > classic.valueRange.start else { return nil }
        let braceLine = lineAround(SourceRange(start: close - 1, end: close), in: bytes)
        let insertion: TextEdit
        if braceLine.start == close - 1 - leadingBlanks(before: close - 1, from: braceLine.start, in: bytes) {
            // `}` alone at the start of its line: a new line before it, one level further in.
            let braceIndent = String(decoding: bytes[braceLine.start..<(close - 1)], as: UTF8.self)
            insertion = TextEdit(range: SourceRange(at: braceLine.start), replacement: braceIndent + "    " + written + "\n")
        } else {
            var end = close - 1
            while end > classic.valueRange.start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            let opensHere = end > 0 && bytes[end - 1] == UInt8(ascii: "{")
            insertion = TextEdit(range: SourceRange(start: end, end: close - 1), replacement: (opensHere ? " " : ", ") + written + " ")
        }
        // Edits in source order, never overlapping.
        let edits = removal.start < insertion.range.start ? [TextEdit(range: removal, replacement: ""), insertion]
            : [insertion, TextEdit(range: removal, replacement: "")]
        return FixIt(message: "move '\(key.name)' into 'classic { }'", edits: edits)
    }

    /// `move 'A' and 'B' into 'classic { }'` for a bar without a `classic` block: a new block where the first of
    /// the keys was, at its indentation, holding them all in source order, the others removed. Every finding of
    /// such a bar shares this one Fix-It, so that applying all Fix-Its at once (`source.fixAll`) writes one
    /// block, never two (`duplicate-key`).
    static func moveIntoNewClassic(_ keys: [SpecKey], in tabBar: LintedTabBar, context: LintContext) -> FixIt? {
        let properties = tabBar.spec.properties
        guard properties[.classic] == nil else { return nil }
        let moved = keys.compactMap { properties[$0] }.sorted { $0.range.start < $1.range.start }
        guard moved.count == keys.count, let first = moved.first else { return nil }
        let bytes = context.source.bytes
        let indent = String(decoding: bytes[lineAround(first.range, in: bytes).start..<first.range.start], as: UTF8.self)
        let block = "classic {\n" + moved.map { indent + "    " + context.text($0.range) + "\n" }.joined() + indent + "}"
        var edits = [TextEdit(range: first.range, replacement: block)]
        for property in moved.dropFirst() {
            let removal = removal(of: property, in: bytes)
            guard removal.start >= edits[edits.count - 1].range.end else { return nil }
            edits.append(TextEdit(range: removal, replacement: ""))
        }
        return FixIt(message: "move \(Diagnostic.quotedList(keys.map(\.name), conjunction: "and")) into 'classic { }'", edits: edits)
    }

    /// What removing `property` removes: its whole line when it is alone on it, else the key and its `,`.
    private static func removal(of property: SpecProperty, in bytes: [UInt8]) -> SourceRange {
        let line = lineAround(property.range, in: bytes)
        return line.alone
            ? SourceRange(start: line.start, end: line.end)
            : SourceRange(start: property.range.start, end: endOfSeparator(after: property.range.end, in: bytes))
    }

    /// The line holding `range`: from its first byte to after its line break, and whether only blanks share the
    /// line with `range`.
    private static func lineAround(_ range: SourceRange, in bytes: [UInt8]) -> (start: Int, end: Int, alone: Bool) {
        var start = min(range.start, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = min(range.end, bytes.count)
        var alone = bytes[start..<min(range.start, bytes.count)].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            if bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t"), bytes[end] != UInt8(ascii: "\r") { alone = false }
            end += 1
        }
        if end < bytes.count { end += 1 }
        return (start, end, alone)
    }

    /// The number of blanks right before `offset`, back to `lineStart`.
    private static func leadingBlanks(before offset: Int, from lineStart: Int, in bytes: [UInt8]) -> Int {
        var count = 0
        while offset - count > lineStart, bytes[offset - count - 1] == UInt8(ascii: " ") || bytes[offset - count - 1] == UInt8(ascii: "\t") {
            count += 1
        }
        return count
    }

    /// After a `,` and the blanks following `offset`, if there is one; else `offset`.
    private static func endOfSeparator(after offset: Int, in bytes: [UInt8]) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ",") else { return offset }
        end += 1
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        return end
    }
}
