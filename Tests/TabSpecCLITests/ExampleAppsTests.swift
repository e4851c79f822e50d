import Foundation
import Testing

/// The tab bars of shipping apps in `Examples/Apps`, through the built binary as a user runs it: each lints
/// with exactly the findings `Examples/Apps/README.md` explains (so a change in any rule's behaviour shows up
/// here), is formatted, compiles to the checked-in goldens that GeneratedGoldenTests compiles, and lays out
/// and renders every tab.
@Suite("Example apps")
struct ExampleAppsTests {
    /// One example: its spec's file name, the `line:column severity id` of each lint finding (notes left out)
    /// under the default device matrix, and how many tabs `frames` and `render` show on an iPhone 16.
    struct Example: Sendable, CustomTestStringConvertible {
        var spec: String
        var findings: [String]
        var shownTabs: Int
        /// What the lint summary says it did not judge (v1.3: an iPad's top bar, a bar hidden in a regular width).
        var unjudged: String? = nil

        var path: String { "Examples/Apps/" + spec }
        var testDescription: String { spec }
    }

    static let examples: [Example] = [
        Example(spec: "Mastodon.tabspec", findings: [
            "17:30 warning low-contrast",
            "17:30 warning indistinct-selection",
            "18:19 warning glass-background",
            "30:16 warning title-truncation",
            "41:16 warning title-truncation",
        ], shownTabs: 5,
        unjudged: "geometry not judged for 'MastodonTab' in 27 environments (regularWidth: hidden shows no tab bar there)"),
        Example(spec: "IceCubes.tabspec", findings: [
            // Five tabs in the bar: every other one is sidebar-only, so no 'too-many-tabs'.
            "20:16 warning indistinct-selection",
            "87:20 warning title-truncation",
        ], shownTabs: 5,
        unjudged: "geometry not judged for 'IceCubesTab' in 16 environments (the top tab bar of iPadOS 18 and later is not modelled)"),
        Example(spec: "Nos.tabspec", findings: [
            "16:19 warning glass-background",
            "48:16 warning title-truncation",
        ], shownTabs: 5),
        Example(spec: "PocketCasts.tabspec", findings: [
            "15:18 warning glass-background",
            "16:16 warning low-contrast",
            "17:30 warning low-contrast",
            "17:30 warning indistinct-selection",
            "18:19 warning glass-background",
        ], shownTabs: 5),
        Example(spec: "Wikipedia.tabspec", findings: [
            "16:30 warning low-contrast",
            "20:20 warning low-contrast",
            "35:34 warning low-contrast",
            "38:24 warning low-contrast",
            "43:34 warning indistinct-selection",
            "46:24 warning low-contrast",
        ], shownTabs: 5),
        Example(spec: "WordPress.tabspec", findings: [], shownTabs: 3),
        Example(spec: "Damus.tabspec", findings: [
            "21:9 warning missing-accessibility-label",
            "22:9 warning missing-accessibility-label",
            "23:9 warning missing-accessibility-label",
            "24:9 warning missing-accessibility-label",
        ], shownTabs: 4),
    ]

    /// The findings of `tabspec lint` in Xcode's format: `(line:column severity id, message)` of each warning or
    /// error line of `spec`.
    static func findings(in output: String, spec: String) -> [(position: String, message: String)] {
        output.split(separator: "\n").compactMap { line -> (String, String)? in
            guard line.hasPrefix(spec + ":") else { return nil }
            let fields = line.dropFirst(spec.count + 1).split(separator: ":", maxSplits: 3)
            guard fields.count == 4 else { return nil }
            let severity = fields[2].trimmingCharacters(in: .whitespaces)
            guard severity == "warning" || severity == "error",
                  let open = fields[3].lastIndex(of: "["), fields[3].hasSuffix("]") else { return nil }
            let id = fields[3][fields[3].index(after: open)..<fields[3].index(before: fields[3].endIndex)]
            let message = fields[3][..<open].trimmingCharacters(in: .whitespaces)
            return ("\(fields[0]):\(fields[1]) \(severity) \(id)", message)
        }
    }

    @Test func everyExampleIsListed() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: TabspecProcess.packageRoot + "/Examples/Apps")
            .filter { $0.hasSuffix(".tabspec") }.sorted()
        #expect(specs == Self.examples.map(\.spec).sorted())
    }

    /// The excerpts README.md and docs/Language.md quote from the examples (code blocks whose first line is
    /// `// Examples/Apps/NAME.tabspec (excerpt)`) are the spec's own lines, in its order (`…` leaves lines out).
    @Test(arguments: ["README.md", "docs/Language.md"])
    func excerptsAreTheSpecsOwnLines(_ document: String) throws {
        let text = try String(contentsOfFile: TabspecProcess.packageRoot + "/" + document, encoding: .utf8)
        // The fenced code blocks, each as its lines.
        var blocks: [[String]] = []
        var open: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let lines = open { blocks.append(lines); open = nil } else { open = [] }
            } else {
                open?.append(line)
            }
        }
        var checked = 0
        for var lines in blocks {
            guard let first = lines.first, first.hasPrefix("// Examples/Apps/"), first.hasSuffix(".tabspec (excerpt)") else { continue }
            let path = String(first.dropFirst(3).dropLast(" (excerpt)".count))
            let spec = try String(contentsOfFile: TabspecProcess.packageRoot + "/" + path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            lines.removeFirst()
            var position = 0
            for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty && line != "…" {
                let found = spec[position...].firstIndex(of: line)
                #expect(found != nil, "\(document): '\(line)' is not a line of \(path) after line \(position)")
                position = (found ?? position) + 1
            }
            checked += 1
        }
        #expect(checked == (document == "README.md" ? 4 : 5))
    }

    /// The five apps with images name them as their own asset catalogs do (`Examples/Apps/<App>/*.xcassets`,
    /// `Contents.json` files only): with the catalog, lint finds no `unknown-image` and nothing else changes.
    @Test(arguments: examples.filter { FileManager.default.fileExists(atPath: TabspecProcess.packageRoot + "/Examples/Apps/" + $0.spec.dropLast(".tabspec".count)) })
    func theImagesAreTheAppsOwnCatalogNames(_ example: Example) throws {
        let folder = TabspecProcess.packageRoot + "/" + example.path.dropLast(".tabspec".count)
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xcassets") }
        try #require(catalogs.count == 1, "\(folder): \(catalogs)")
        let result = try TabspecProcess.run(["lint", example.path, "--reporter", "xcode", "--assets", folder + "/" + catalogs[0]])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.findings(in: result.stdout, spec: example.path).map(\.position) == example.findings)
    }

    @Test(arguments: examples)
    func lintsWithExactlyTheExplainedFindings(_ example: Example) throws {
        let result = try TabspecProcess.run(["lint", example.path, "--reporter", "xcode"])
        #expect(result.status == 0)
        #expect(Self.findings(in: result.stdout, spec: example.path).map(\.position) == example.findings)
        let warnings = example.findings.count
        #expect(result.stderr == "0 errors, \(warnings) warning\(warnings == 1 ? "" : "s") in 1 file"
            + (example.unjudged.map { "; " + $0 } ?? "") + "\n")
        // Examples/Apps/README.md quotes each finding, word for word, where it explains it.
        let readme = try String(contentsOfFile: TabspecProcess.packageRoot + "/Examples/Apps/README.md", encoding: .utf8)
        for finding in Self.findings(in: result.stdout, spec: example.path) {
            let quoted = readme.contains(finding.message)
            #expect(quoted, "Examples/Apps/README.md does not quote: \(finding.message)")
        }
    }

    @Test(arguments: examples)
    func isFormattedAndCompilesToItsGolden(_ example: Example) throws {
        let format = try TabspecProcess.run(["format", "--check", example.path])
        #expect(format.status == 0 && format.stdout == "")
        #expect(format.stderr == "0 errors, 0 warnings in 1 file; 1 file already formatted\n")
        // The checked-in file GeneratedGoldenTests compiles is what `tabspec compile` writes.
        let golden = "Tests/GeneratedGoldenTests/Generated/ExampleApps"
        let check = try TabspecProcess.run(["compile", example.path, "-o", golden, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compile = try TabspecProcess.run(["compile", example.path, "-o", directory])
        #expect(compile.status == 0)
        let name = (example.spec as NSString).deletingPathExtension + ".swift"
        let written = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        #expect(written == (try Data(contentsOf: URL(fileURLWithPath: TabspecProcess.packageRoot + "/" + golden + "/" + name))))
    }

    @Test(arguments: examples)
    func framesAndRenderShowEveryTab(_ example: Example) throws {
        for ios in ["18", "26"] {
            let frames = try TabspecProcess.run(["frames", example.path, "--format", "json", "--ios", ios])
            #expect(frames.status == 0)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) as? [String: Any])
            let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
            let items = try #require(tabBar["items"] as? [[String: Any]])

            let render = try TabspecProcess.run(["render", example.path, "--ios", ios, "-o", "-"])
            #expect(render.status == 0)
            #expect(render.stdout.hasPrefix("<?xml") && render.stdout.hasSuffix("</svg>\n"))
            let rects = render.stdout.components(separatedBy: "<rect data-tab=\"").count - 1
            // A system bar of more than five tabs shows four of them and 'More'.
            #expect(rects == items.count, "iOS \(ios)")
            if ios == "18" {
                #expect(rects == example.shownTabs)
            }
            #expect(items.compactMap { $0["id"] as? String }.count == items.count)
        }
    }
}
