/// Source ranges and text the rules quote.
extension LintedTabBar {
    /// The value text of `key` as written, or `fallback` (the default's name) when the key is absent.
    func writtenValue(of key: SpecKey, in context: LintContext, default fallback: String) -> String {
        guard let property = spec.properties[key] else { return fallback }
        return context.text(property.valueRange)
    }

    /// The range of the last value of `key` (the duration in `selectionAnimation: easeInOut 0.8`), or the
    /// tab bar's name when the key is absent.
    func rangeOfLastValue(of key: SpecKey, in context: LintContext) -> SourceRange {
        guard let range = spec.properties[key]?.valueRange else { return spec.nameRange }
        let bytes = context.source.bytes
        var start = min(range.end, bytes.count)
        while start > range.start, bytes[start - 1] != UInt8(ascii: " "), bytes[start - 1] != UInt8(ascii: "\t") {
            start -= 1
        }
        return SourceRange(start: start, end: range.end)
    }

    /// The `indicator` keyword's range, or the tab bar's name.
    var indicatorKeywordRange: SourceRange {
        spec.properties[.indicator]?.keyRange ?? spec.nameRange
    }
}
