@testable import TabSpecCore
import TabSpecRuntime
import Testing

/// `render --theme` and `render --badge` (apps.md v1.3), and a classic bar drawn with its `classic { }` keys:
/// exact colors, panels, labels and errors.
@Suite("SVG themes and badges")
struct SVGAppearanceTests {
    static let spec = """
        tabbar Main {
            tintColor: #3366CC
            shadowColor: #FF0000
            badge { color: #00AF89, textColor: white, font: semibold 12 }
            classic { barTintColor: #FFFFFF, translucent: false, shadowColor: clear }
            theme sepia { barTintColor: #F8F1E3, badge { textColor: #F8F1E3 } }
            theme dark { tintColor: #6699FF, barTintColor: #2E3136 }
            tab home  { symbol: "house", title: "Home" }
            tab inbox { symbol: "tray", title: "Inbox" }
        }
        """

    static func render(_ text: String = spec, theme: String? = nil, badges: [(id: String, text: String)] = []) throws -> String {
        var environment = try FramesTestSupport.environment()
        environment.iOSVersion = try #require(IOSVersion("18.0"))
        return try Compiler().render(SourceFile(path: "Tab.tabspec", text: text), in: RenderEnvironment(environment), theme: theme,
                                     badges: badges).text
    }

    /// The message of the `unknownName` failure rendering gives, if any.
    static func failure(_ text: String = spec, theme: String? = nil, badges: [(id: String, text: String)] = []) -> String? {
        do {
            _ = try render(text, theme: theme, badges: badges)
            return nil
        } catch let Compiler.LayoutFailure.unknownName(message) {
            return message
        } catch {
            return "\(error)"
        }
    }

    /// The `fill` of the first element whose attributes hold `marker`, after `from`.
    static func fill(after marker: String, in svg: String) -> String? {
        guard let start = svg.range(of: marker) else { return nil }
        let rest = svg[start.upperBound...]
        guard let fill = rest.range(of: "fill=\"") else { return nil }
        return String(rest[fill.upperBound...].prefix(7))
    }

    @Test func aThemeDrawsTheBarInItsColors() throws {
        let plain = try Self.render()
        let sepia = try Self.render(theme: "sepia")
        // The classic bar: the `classic { }` bar color, opaque, and no hairline where 'shadowColor: clear'.
        #expect(Self.fill(after: "data-material=\"Main\"", in: plain) == "#FFFFFF")
        #expect(plain.contains("data-hairline=\"Main\" x=\"0\" y=\"0\" width=\"393\" height=\"0.5\" fill=\"#000000\" fill-opacity=\"0\""))
        #expect(Self.fill(after: "data-material=\"Main\"", in: sepia) == "#F8F1E3")
        #expect(sepia.contains(" · theme sepia · light</text>"))
        #expect(sepia.contains("<g data-theme=\"sepia\">"))
        #expect(!plain.contains("data-theme"))
    }

    @Test func allThemesAreOnePanelEachTheDefaultFirst() throws {
        let svg = try Self.render(theme: "all")
        let themes = svg.components(separatedBy: "<g data-theme=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(themes == ["default", "sepia", "dark"])
        #expect(svg.contains(" · theme default · light</text>") && svg.contains(" · theme dark · light</text>"))
    }

    @Test func anUnknownThemeIsAnErrorWithDidYouMean() {
        #expect(Self.failure(theme: "sepa") == "no theme 'sepa' in tab bar 'Main'; did you mean 'sepia'?")
        #expect(Self.failure(theme: "night") == "no theme 'night' in tab bar 'Main'; its themes are 'sepia' and 'dark' (or 'all')")
        #expect(Self.failure("tabbar Main {\n    tab a { title: \"A\" }\n}\n", theme: "dark")
            == "no theme 'dark' in tab bar 'Main': it has no 'theme' blocks")
    }

    @Test func badgesAreDrawnWithTheSpecsSettings() throws {
        let svg = try Self.render(badges: [("inbox", "120"), ("home", "dot")])
        let inbox = try #require(svg.components(separatedBy: "<g data-badge=\"inbox\">").dropFirst().first)
        #expect(inbox.contains("fill=\"#00AF89\""))
        #expect(inbox.contains("font-size=\"12\" font-weight=\"600\" text-anchor=\"middle\" fill=\"#FFFFFF\">99+</text>"))
        let home = try #require(svg.components(separatedBy: "<g data-badge=\"home\">").dropFirst().first)
        // A dot: no text.
        #expect(home.prefix { $0 != "/" }.contains("rect") && !home.prefix(200).contains("<text"))
        // In a theme, the theme's badge colors; without a badge block, UIKit's own.
        let sepia = try Self.render(theme: "sepia", badges: [("inbox", "3")])
        #expect(sepia.contains("fill=\"#F8F1E3\">3</text>"))
        let plain = try Self.render("tabbar Main {\n    tab a { title: \"A\", symbol: \"house\" }\n}\n", badges: [("a", "New")])
        #expect(plain.contains("fill=\"#FF3B30\"") && plain.contains("font-size=\"13\" font-weight=\"400\" text-anchor=\"middle\" fill=\"#FFFFFF\">New</text>"))
    }

    @Test func aBadgeOnAnUnknownTabIsAnError() {
        #expect(Self.failure(badges: [("inbx", "1")]) == "no tab 'inbx' for '--badge'; did you mean 'inbox'?")
    }
}
