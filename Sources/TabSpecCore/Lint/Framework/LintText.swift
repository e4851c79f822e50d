/// Number formatting shared by the rules' messages.
enum LintText {
    /// Points rounded to two decimals, shortest form: `72.2`, `516`, `-3.5`.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return DecimalText.shortest(value) }
        let rounded = (value * 100).rounded() / 100
        return DecimalText.shortest(rounded == 0 ? 0 : rounded)
    }

    /// A contrast ratio truncated (not rounded) to two decimals, so a ratio just below a threshold never
    /// prints as the threshold: `2.94`, `1.00`, `21.00`.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return DecimalText.shortest(value) }
        let hundredths = Int((value * 100 + 1e-9).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
