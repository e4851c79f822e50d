/// Shortest round-trip decimal text for numbers shown to people and written to JSON or Swift:
/// `72.2`, not `72.20000000000000284`; `16`, not `16.0`.
public enum DecimalText {
    /// The shortest text that parses back to `value`, without a trailing `.0`; `-0` prints as `0`.
    /// Non-finite values print as `nan`, `inf` and `-inf` (JSON writers must map them to `null`).
    public static func shortest(_ value: Double) -> String {
        if value == 0 { return "0" }
        // Whole numbers (most sizes and offsets) print as the integer: `description` would give the same digits
        // followed by `.0` (it switches to exponents only from 2^53 on).
        if value.rounded(.towardZero) == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Values at least this large are not cleaned: `value × 1e9` would no longer be an exact integer.
    static let cleaningLimit = 9e6

    /// `value` rounded to the nearest multiple of 1e-9 (as `round(value × 1e9) / 1e9`, which gives the
    /// double closest to the short decimal), so geometry like `88.2 + 21.1` = `109.30000000000001` is
    /// `109.3`; `-0` becomes `0`. Non-finite and very large values are unchanged.
    public static func cleaned(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < cleaningLimit else { return value }
        let cleaned = (value * 1e9).rounded() / 1e9
        return cleaned == 0 ? 0 : cleaned
    }

    /// How geometry is shown: ``cleaned(_:)``, then ``shortest(_:)`` (`109.3`, `16`).
    public static func geometry(_ value: Double) -> String {
        shortest(cleaned(value))
    }
}
