/// How every emitter (JSON, CSV, table, SVG) prints a geometry number: binary noise below 1e-9 dropped,
/// then the shortest round-trip text (`88.2 + 21.1` = `109.30000000000001` prints as `109.3`).
public enum GeometryNumber {
    /// Values at least this large are left alone: `value × 1e9` would no longer be an exact integer.
    static let cleaningLimit = 9e6

    /// `value` rounded to the nearest multiple of 1e-9 (as `round(value × 1e9) / 1e9`, which gives the
    /// double closest to the short decimal); `-0` becomes `0`. Non-finite and very large values are unchanged.
    public static func cleaned(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < cleaningLimit else { return value }
        let cleaned = (value * 1e9).rounded() / 1e9
        return cleaned == 0 ? 0 : cleaned
    }

    /// The cleaned value's shortest round-trip text without a trailing `.0` (`72.2`, `16`).
    public static func text(_ value: Double) -> String {
        DecimalText.shortest(cleaned(value))
    }

    /// The cleaned value as a JSON number.
    public static func json(_ value: Double) -> JSONValue {
        .number(cleaned(value))
    }
}
