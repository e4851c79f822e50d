/// Small pieces of English the reports and the CLI share.
package enum Wording {
    /// `1 error`, `3 errors`, `0 files`: a count with its noun, plural unless the count is 1.
    package static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
