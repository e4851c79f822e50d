import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("render command")
struct RenderCommandTests {
    /// Collects `data-tab` rects with their enclosing bar group's translation, proving well-formedness.
    private final class TabRects: NSObject, XMLParserDelegate {
        var rects: [[Double]] = []
        var ids: [String] = []
        private var origins: [[Double]?] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "g" {
                let numbers = attributes["transform"].map { transform in
                    transform.dropFirst("translate(".count).dropLast().split(separator: ",").compactMap { Double($0) }
                }
                origins.append(numbers)
            }
            if name == "rect", let id = attributes["data-tab"], let origin = origins.last ?? nil {
                ids.append(id)
                rects.append(origin + ["x", "y", "width", "height"].compactMap { attributes[$0].flatMap(Double.init) })
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { _ = origins.popLast() }
        }
    }

    @Test func writesTheREADMEPicture() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/CustomTabView.svg"
        let result = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "--appearance", "both", "-o", output])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; 1 tab bar drawn on iphone-16, portrait, iOS 18.0 to '\(output)'\n")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        let picture = try String(contentsOfFile: TabspecProcess.packageRoot + "/docs/images/CustomTabView.svg", encoding: .utf8)
        #expect(written == picture)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["CustomTabView.svg"])
    }

    @Test func itemRectsEqualTheFramesJSON() throws {
        let options = ["--device", "iphone-13-mini", "--landscape", "--rtl"]
        let svg = try TabspecProcess.run(["render", "Specs/HighlightTabBar.tabspec", "-o", "-"] + options)
        #expect(svg.status == 0)
        let reader = TabRects()
        let parser = XMLParser(data: Data(svg.stdout.utf8))
        parser.delegate = reader
        #expect(parser.parse())

        let frames = try TabspecProcess.run(["frames", "Specs/HighlightTabBar.tabspec", "--format", "json"] + options)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) as? [String: Any])
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        let shown = try #require((tabBar["bar"] as? [String: Any])?["shown"] as? [String: Double])
        let items = try #require(tabBar["items"] as? [[String: Any]])
        let expected = try items.map { item -> [Double] in
            let frame = try #require(item["frame"] as? [String: Double])
            return [shown["x"], shown["y"], frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
        }
        #expect(reader.ids == ["home", "discover", "messages", "cart", "profile"])
        #expect(reader.rects == expected)
    }

    @Test func missingOutputIsAUsageError() throws {
        let result = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: missing output; give the SVG file to write with '-o <file.svg>'\nUsage: tabspec render"))
    }

    @Test func unwritableOutputExits73AndLeavesNothing() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "-o", directory + "/missing/x.svg"])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: cannot write '\(directory)/missing/x.svg': "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func specErrorsExit1AndWriteNothing() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TabspecProcess.run(["render", "-", "-o", directory + "/x.svg"], input: "tabbar T {\n    tab a { titel: \"A\" }\n}\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("<stdin>:2:13: error: unknown key 'titel' in 'tab'; did you mean 'title'? [unknown-key]\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func selectedTabGetsTheIndicator() throws {
        let result = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "-o", "-", "--selected", "ranking", "--appearance", "dark"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"<rect data-indicator="ranking" x="180.4" y="18.5" width="25" height="25""#))
        #expect(!result.stdout.contains(#"data-indicator="home""#))
        #expect(result.stdout.contains("Tab · iPhone 16 · portrait · iOS 18.0 · dark"))
        let unknown = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "-o", "-", "--selected", "rankng"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("Error: no tab 'rankng' in tab bar 'Tab'; did you mean 'ranking'?\n"))
        let far = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "-o", "-", "--selected", "profile"])
        #expect(far.stderr.hasPrefix("Error: no tab 'profile' in tab bar 'Tab'; its tabs are 'home', 'search', 'ranking', 'book' and 'setting'\n"))
    }

    @Test func unknownDeviceIsAUsageError() throws {
        let result = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "-o", "-", "--device", "ipad-pro"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: unknown device 'ipad-pro'; did you mean 'ipad-pro-11', 'ipad-pro-12-9' or 'ipad-pro-13-m4'? ('tabspec devices' lists the catalog)\n"))
        let family = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "-o", "-", "--device", "iphone-16-pr"])
        #expect(family.stderr.hasPrefix("Error: unknown device 'iphone-16-pr'; did you mean 'iphone-16-pro'? ('tabspec devices' lists the catalog)\n"))
    }
}
