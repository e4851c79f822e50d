/// Shortest round-trip decimal text for numbers shown to people and written to JSON or Swift:
/// `72.2`, not `72.20000000000000284`; `16`, not `16.0`.
public enum DecimalText {
    /// The shortest text that parses back to `value`, without a trailing `.0`; `-0` prints as `0`.
    /// Non-finite values print as `nan`, `inf` and `-inf` (JSON writers must map them to `null`).
    public static func shortest(_ value: Double) -> String {
        if value == 0 { return "0" }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
