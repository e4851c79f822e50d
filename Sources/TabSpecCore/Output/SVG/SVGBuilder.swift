/// Accumulates SVG markup line by line with two-space indentation; attribute values and text are escaped.
final class SVGBuilder {
    /// The markup written so far.
    private(set) var output = ""
    /// The current nesting depth.
    private var depth = 0
    /// How many ids of each prefix ``uniqueID(_:)`` has given.
    private var idCounts: [String: Int] = [:]

    /// `PREFIX-1`, `PREFIX-2`, …: an element id unique in the document, numbered in drawing order (so the
    /// same picture always gets the same ids).
    func uniqueID(_ prefix: String) -> String {
        let number = (idCounts[prefix] ?? 0) + 1
        idCounts[prefix] = number
        return "\(prefix)-\(number)"
    }

    /// Writes `<name attributes…/>`.
    func empty(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    /// Writes `<name attributes…>text</name>` on one line.
    func text(_ name: String, _ attributes: [(String, String)], _ content: String) {
        line("<\(name)\(Self.attributes(attributes))>\(XMLText.escaped(content, in: .text))</\(name)>")
    }

    /// Writes `<name attributes…>`, the children `body` writes, then `</name>`.
    func element(_ name: String, _ attributes: [(String, String)], body: () -> Void) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
        body()
        depth -= 1
        line("</\(name)>")
    }

    /// Writes one raw line at the current depth.
    func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    /// ` a="1" b="2"` with escaped values, in the order given.
    static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(XMLText.escaped($0.1, in: .attribute))\"" }.joined()
    }
}
