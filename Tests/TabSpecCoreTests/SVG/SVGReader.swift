import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a rendered SVG back with Foundation's XML parser: proves it is well-formed and collects the
/// `data-tab` rectangles with the translation of their enclosing bar group, the indicators and all text.
final class SVGReader: NSObject, XMLParserDelegate {
    /// One `<rect data-tab>` as a tool would read it.
    struct TabRect: Equatable {
        /// The enclosing group's `data-tabbar`.
        var tabBar: String
        /// The tab id.
        var id: String
        /// x, y, width, height (bar-relative).
        var frame: [Double]
        /// The enclosing group's `translate(x,y)`: the bar's screen position.
        var barOrigin: [Double]
    }

    /// Every `data-tab` rectangle in document order.
    private(set) var tabRects: [TabRect] = []
    /// The `data-indicator` ids in document order.
    private(set) var indicators: [String] = []
    /// The character data of every `<text>` and `<title>` element.
    private(set) var texts: [String] = []
    /// Every `<text>` element's attributes and character data, in document order.
    private(set) var textElements: [(attributes: [String: String], text: String)] = []
    private var currentTextAttributes: [String: String] = [:]
    /// Every element's name and attributes, in document order.
    private(set) var elements: [(name: String, attributes: [String: String])] = []
    private var groups: [(tabBar: String, origin: [Double])?] = []
    private var currentText: String?

    /// Parses `svg`; `nil` when it is not well-formed XML.
    static func read(_ svg: String) -> SVGReader? {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((name, attributes))
        switch name {
        case "g":
            let origin = attributes["transform"].map(Self.translation) ?? nil
            groups.append(attributes["data-tabbar"].flatMap { tabBar in origin.map { (tabBar, $0) } })
        case "rect":
            if let id = attributes["data-tab"], let group = groups.last ?? nil {
                let frame = ["x", "y", "width", "height"].compactMap { attributes[$0].flatMap(Double.init) }
                tabRects.append(TabRect(tabBar: group.tabBar, id: id, frame: frame, barOrigin: group.origin))
            }
            if let id = attributes["data-indicator"] { indicators.append(id) }
        case "text", "title":
            currentText = ""
            currentTextAttributes = name == "text" ? attributes : [:]
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "g":
            _ = groups.popLast()
        case "text", "title":
            if let currentText {
                texts.append(currentText)
                if name == "text" { textElements.append((currentTextAttributes, currentText)) }
            }
            currentText = nil
        default:
            break
        }
    }

    /// `translate(x,y)` → `[x, y]`.
    static func translation(_ transform: String) -> [Double]? {
        guard transform.hasPrefix("translate("), transform.hasSuffix(")") else { return nil }
        let inner = transform.dropFirst("translate(".count).dropLast()
        let values = inner.split(separator: ",").compactMap { Double($0) }
        return values.count == 2 ? values : nil
    }
}
