import Foundation
import Testing

/// `lint --assets`, configuration `lint { assets }` and `render --assets` (apps.md, Icons from the app) through the
/// built binary, with an asset catalog laid out as Xcode writes it, in a folder with spaces and non-ASCII names.
@Suite("Asset catalogs on the command line")
struct AssetCatalogCommandTests {
    /// `info` as Xcode writes it.
    static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"

    /// The tiny PNGs of `Tabs/home` at 1x, 2x and 3x (discs 8, 16 and 24 pixels wide), and `Tabs/profile`'s.
    static let home = [1: TinyPNG.disc(side: 8), 2: TinyPNG.disc(side: 16), 3: TinyPNG.disc(side: 24)]
    static let profile = TinyPNG.halves(side: 24, left: (220, 40, 40, 255), right: (40, 160, 60, 255))

    /// A checkout (`.git`) holding `My Apps/Café/` with `Tab.tabspec` and `Assets.xcassets`:
    /// `Tabs/` (provides a namespace) with `home.imageset` (1x, 2x, 3x) and `profile.imageset` (one universal
    /// PNG), `Café Icons/Bücher.imageset` (a plain folder, no namespace), `compose.symbolset` and
    /// `AccentColor.colorset`. Returns the checkout and the `Café` folder.
    static func workspace(spec: String) throws -> (root: String, app: String) {
        let root = try TabspecProcess.temporaryDirectory()
        let app = root + "/My Apps/Café"
        let catalog = app + "/Assets.xcassets"
        let files: [(String, [UInt8])] = [
            (".git/HEAD", Array("ref: refs/heads/main\n".utf8)),
            ("My Apps/Café/Tab.tabspec", Array(spec.utf8)),
            ("My Apps/Café/Assets.xcassets/Contents.json", Array("{\n\(info)\n}\n".utf8)),
            ("My Apps/Café/Assets.xcassets/AccentColor.colorset/Contents.json",
             Array("{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n\(info)\n}\n".utf8)),
            ("My Apps/Café/Assets.xcassets/Tabs/Contents.json",
             Array("{\n\(info),\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n".utf8)),
            ("My Apps/Café/Assets.xcassets/Tabs/home.imageset/Contents.json", Array(imageSet([
                ("home.png", "1x"), ("home@2x.png", "2x"), ("home@3x.png", "3x"),
            ]).utf8)),
            ("My Apps/Café/Assets.xcassets/Tabs/home.imageset/home.png", home[1]!),
            ("My Apps/Café/Assets.xcassets/Tabs/home.imageset/home@2x.png", home[2]!),
            ("My Apps/Café/Assets.xcassets/Tabs/home.imageset/home@3x.png", home[3]!),
            ("My Apps/Café/Assets.xcassets/Tabs/profile.imageset/Contents.json", Array(imageSet([("profile.png", nil)]).utf8)),
            ("My Apps/Café/Assets.xcassets/Tabs/profile.imageset/profile.png", profile),
            ("My Apps/Café/Assets.xcassets/Café Icons/Contents.json", Array("{\n\(info)\n}\n".utf8)),
            ("My Apps/Café/Assets.xcassets/Café Icons/Bücher.imageset/Contents.json", Array(imageSet([("Bücher.png", nil)]).utf8)),
            ("My Apps/Café/Assets.xcassets/Café Icons/Bücher.imageset/Bücher.png", TinyPNG.disc(side: 4)),
            ("My Apps/Café/Assets.xcassets/compose.symbolset/Contents.json",
             Array("{\n\(info),\n  \"symbols\" : [\n    {\n      \"filename\" : \"compose.svg\",\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n".utf8)),
            ("My Apps/Café/Assets.xcassets/compose.symbolset/compose.svg", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8)),
        ]
        for (path, bytes) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: full))
        }
        #expect(FileManager.default.fileExists(atPath: catalog + "/Tabs/home.imageset/home@3x.png"))
        return (root, app)
    }

    /// An image set's `Contents.json` as Xcode writes it: one universal entry per file, with its scale if any.
    static func imageSet(_ files: [(name: String, scale: String?)]) -> String {
        let entries = files.map { file in
            "    {\n      \"filename\" : \"\(file.name)\",\n      \"idiom\" : \"universal\"" + (file.scale.map { ",\n      \"scale\" : \"\($0)\"" } ?? "") + "\n    }"
        }
        return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n\(info)\n}\n"
    }

    static let spec = """
        tabbar Main {
            tab home    { image: "Tabs/home", title: "Home" }
            tab me      { image: "Tabs/profle", imageRendering: original, title: "Me" }
            tab start   { image: "home", title: "Start" }
            tab books   { image: "Bücher", title: "Books" }
            tab compose { image: "compose", title: "New" }
        }

        """

    static let lintArguments = ["lint", "Tab.tabspec", "--assets", "Assets.xcassets", "--devices", "iphone-16", "--orientations", "portrait",
                                "--reporter", "xcode"]

    @Test func lintFindsAMisspeltImageAndANamespacedImageByItsFullName() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try TabspecProcess.run(Self.lintArguments, in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Tab.tabspec:3:26: warning: image 'Tabs/profle' is not in asset catalog 'Assets.xcassets'; did you mean 'Tabs/profile'? [unknown-image]
            Tab.tabspec:4:26: warning: image 'home' is not in asset catalog 'Assets.xcassets'; did you mean 'Tabs/home'? [unknown-image]

            """)
        #expect(result.stderr == "0 errors, 2 warnings in 1 file\n")
        // A catalog given twice is one catalog.
        let twice = try TabspecProcess.run(Self.lintArguments + ["--assets", "Assets.xcassets"], in: app)
        #expect(twice.stdout == result.stdout)

        // The suggestion is a Fix-It: one candidate each.
        let json = try TabspecProcess.run(Self.lintArguments.dropLast() + ["json"], in: app)
        #expect(json.stdout.contains("\"message\": \"replace 'Tabs/profle' with 'Tabs/profile'\","))
        #expect(json.stdout.contains("\"replacement\": \"\\\"Tabs/home\\\"\"}"))

        // A color set is not an image.
        let accent = try Self.workspace(spec: "tabbar Main {\n    tab a { image: \"AccentColor\", title: \"A\" }\n}\n")
        defer { try? FileManager.default.removeItem(atPath: accent.root) }
        let colors = try TabspecProcess.run(Self.lintArguments, in: accent.app)
        #expect(colors.stdout == "Tab.tabspec:2:20: warning: image 'AccentColor' is not in asset catalog 'Assets.xcassets' [unknown-image]\n")
    }

    @Test func theConfigurationsAssetsAreRelativeToItAndTheFlagWins() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "lint {\n    devices: iphone-16\n    assets: \"My Apps/Café/Assets.xcassets\"\n}\n"
            .write(toFile: root + "/.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["lint", "My Apps", "--reporter", "xcode"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "[unknown-image]").count == 3, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("My Apps/Café/Tab.tabspec:3:26: warning: image 'Tabs/profle' is not in asset catalog "
            + "'My Apps/Café/Assets.xcassets'; did you mean 'Tabs/profile'? [unknown-image]\n"), "\(result.stdout)")

        // --assets replaces the configuration's catalogs: this one has every name but 'Bücher' and 'compose'.
        let other = root + "/Other.xcassets"
        try FileManager.default.createDirectory(atPath: other + "/home.imageset", withIntermediateDirectories: true)
        try "{\n\(Self.info)\n}\n".write(toFile: other + "/Contents.json", atomically: true, encoding: .utf8)
        try Self.imageSet([]).write(toFile: other + "/home.imageset/Contents.json", atomically: true, encoding: .utf8)
        let flagged = try TabspecProcess.run(["lint", "My Apps", "--assets", "Other.xcassets", "--reporter", "xcode"], in: root)
        #expect(flagged.stdout.contains("image 'Tabs/home' is not in asset catalog 'Other.xcassets'; did you mean 'home'?"))
        #expect(!flagged.stdout.contains("image 'home' is not"))
    }

    @Test func aMalformedContentsJSONIsOneDiagnosticAndTheRestOfLintRuns() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = app + "/Assets.xcassets/Tabs/profile.imageset/Contents.json"
        try "{\n  \"images\" : [\n    {\n      \"filename\" \"profile.png\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n\(Self.info)\n}\n"
            .write(toFile: set, atomically: true, encoding: .utf8)
        // A second problem: a set without Contents.json.
        try FileManager.default.createDirectory(atPath: app + "/Assets.xcassets/Tabs/zebra.imageset", withIntermediateDirectories: true)
        let result = try TabspecProcess.run(Self.lintArguments, in: app)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Tab.tabspec:3:26: warning: image 'Tabs/profle' is not in asset catalog 'Assets.xcassets'; did you mean 'Tabs/profile'? [unknown-image]
            Tab.tabspec:3:26: note: asset catalog 'Assets.xcassets' has a problem (invalid-asset-catalog) and may not have been read whole
            Tab.tabspec:4:26: warning: image 'home' is not in asset catalog 'Assets.xcassets'; did you mean 'Tabs/home'? [unknown-image]
            Tab.tabspec:4:26: note: asset catalog 'Assets.xcassets' has a problem (invalid-asset-catalog) and may not have been read whole
            Assets.xcassets/Tabs/profile.imageset/Contents.json:4:18: error: the 'Contents.json' of image set 'Tabs/profile.imageset' is not valid JSON: expected ':' after an object key [invalid-asset-catalog]
            Assets.xcassets/Tabs/profile.imageset/Contents.json:4:18: note: asset catalog 'Assets.xcassets' has 1 more problem besides this one

            """)
        #expect(result.stderr == "1 error, 2 warnings in 2 files\n")

        // The human reporter shows the line of the Contents.json.
        let human = try TabspecProcess.run(Array(Self.lintArguments.dropLast(2)) + ["--reporter", "human"], in: app)
        #expect(human.stdout.contains("  4 │       \"filename\" \"profile.png\",\n"))

        // No Contents.json at the top of the catalog.
        try FileManager.default.removeItem(atPath: app + "/Assets.xcassets/Contents.json")
        let rootless = try TabspecProcess.run(Self.lintArguments, in: app)
        #expect(rootless.status == 1)
        #expect(rootless.stdout.contains("Assets.xcassets/Contents.json:1:1: error: asset catalog 'Assets.xcassets' has no 'Contents.json'; "
            + "Xcode writes one at the top of every catalog [invalid-asset-catalog]\n"))
        #expect(rootless.stdout.components(separatedBy: "error:").count == 2)
    }

    @Test func linksBackUpTheTreeAndFIFOsNeitherHangNorCrash() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = app + "/Assets.xcassets"
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Tabs/loop", withDestinationPath: "..")
        try FileManager.default.createDirectory(atPath: catalog + "/pipe.imageset", withIntermediateDirectories: true)
        #expect(mkfifo(catalog + "/pipe.imageset/Contents.json", 0o644) == 0)
        let result = try TabspecProcess.run(Self.lintArguments, in: app, timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Assets.xcassets/Tabs/loop:1:1: error: cannot read folder 'Tabs/loop': it is a link to a folder of the "
            + "catalog that is read already [invalid-asset-catalog]\n"))
        #expect(result.stdout.contains("note: asset catalog 'Assets.xcassets' has 1 more problem besides this one\n"))
        #expect(result.stdout.components(separatedBy: "[unknown-image]").count == 3)
    }

    @Test func aMissingCatalogIsExit66() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try TabspecProcess.run(["lint", "Tab.tabspec", "--assets", "Nope.xcassets"], in: app)
        #expect(result.status == 66)
        #expect(result.stderr.contains("cannot read asset catalog 'Nope.xcassets': no such file or directory"))
        let file = try TabspecProcess.run(["render", "Tab.tabspec", "--assets", "Tab.tabspec", "-o", "-"], in: app)
        #expect(file.status == 66)
        #expect(file.stderr.contains("asset catalog 'Tab.tabspec' is not a folder"))
    }

    /// The notes under the first panel of `svg`, each note's wrapped lines joined.
    static func notes(_ svg: String) -> [String] {
        var notes: [String] = []
        var seenY: Set<Substring> = []
        for line in svg.split(separator: "\n") where line.contains("font-size=\"10\" fill=\"#8E8E93\">") && !line.contains("data-caption") {
            guard let y = line.split(separator: " ").first(where: { $0.hasPrefix("y=") }), seenY.insert(y).inserted else { break }
            let text = line.split(separator: ">", maxSplits: 1)[1].dropLast("</text>".count)
            if text.hasPrefix("note: ") { notes.append(String(text)) } else if !notes.isEmpty { notes[notes.count - 1] += " " + text.drop { $0 == " " } }
        }
        return notes
    }

    /// The `<image …>` elements of `svg`, trimmed.
    static func images(_ svg: String) -> [String] {
        svg.split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter { $0.hasPrefix("<image ") }
    }

    @Test func renderEmbedsTheBitmapOfTheDevicesScale() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let uri = { (bytes: [UInt8]) in "href=\"data:image/png;base64," + Data(bytes).base64EncodedString() + "\"/>" }

        let result = try TabspecProcess.run(["render", "Tab.tabspec", "--assets", "Assets.xcassets", "--device", "iphone-16", "-o", "Tab.svg"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: app + "/Tab.svg", encoding: .utf8)
        let images = Self.images(svg)
        #expect(images.count == 2)
        #expect(images.first?.hasPrefix("<image data-image=\"Tabs/home\" data-file=\"home@3x.png\" data-rendering=\"template\" ") == true)
        #expect(images.first?.contains(" filter=\"url(#image-tint-1)\" ") == true)
        #expect(images.first?.hasSuffix(uri(Self.home[3]!)) == true)
        #expect(images.last?.hasPrefix("<image data-image=\"Tabs/books\"") == false)
        #expect(images.last?.hasPrefix("<image data-image=\"Bücher\" data-file=\"Bücher.png\" data-rendering=\"template\" ") == true)
        #expect(svg.contains("<rect data-image=\"Tabs/profle\""))
        #expect(svg.contains("<rect data-image=\"home\""))
        #expect(svg.contains("<rect data-image=\"compose\""))
        #expect(Self.notes(svg) == ["note: image 'Tabs/profle' is not in the asset catalogs; drawn as a labelled box",
                                    "note: image 'home' is not in the asset catalogs; drawn as a labelled box",
                                    "note: image 'compose' is a custom symbol (.symbolset), which tabspec does not draw; drawn as a labelled box"])

        let se = try TabspecProcess.run(["render", "Tab.tabspec", "--assets", "Assets.xcassets", "--device", "iphone-se-3", "-o", "-"], in: app)
        #expect(se.status == 0)
        let seImages = Self.images(se.stdout)
        #expect(seImages.first?.contains(" data-file=\"home@2x.png\" ") == true)
        #expect(seImages.first?.hasSuffix(uri(Self.home[2]!)) == true)
        #expect(!se.stdout.contains(Data(Self.home[3]!).base64EncodedString()))
    }

    @Test func renderDrawsAnOriginalAsItIsAndReadsTheConfigurationsCatalogs() throws {
        let spec = "tabbar Main {\n    kind: custom\n    tab home { image: \"Tabs/home\", title: \"Home\" }\n"
            + "    tab me { image: \"Tabs/profile\", imageRendering: original, title: \"Me\" }\n}\n"
        let (root, app) = try Self.workspace(spec: spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "lint {\n    assets: \"Assets.xcassets\"\n}\n".write(toFile: app + "/.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["render", "Tab.tabspec", "--device", "iphone-16", "--appearance", "both", "-o", "Tab.svg"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: app + "/Tab.svg", encoding: .utf8)
        let profile = Self.images(svg).filter { $0.contains("data-image=\"Tabs/profile\"") }
        #expect(profile.count == 2)
        #expect(profile.allSatisfy { $0.contains("data-rendering=\"original\"") && !$0.contains("filter=") })
        #expect(profile.first?.hasSuffix("href=\"data:image/png;base64," + Data(Self.profile).base64EncodedString() + "\"/>") == true)
        #expect(!svg.contains("note: "))

        // The output never replaces an image it read.
        let image = app + "/Assets.xcassets/Tabs/profile.imageset/profile.png"
        let overwrite = try TabspecProcess.run(["render", "Tab.tabspec", "-o", image], in: app)
        #expect(overwrite.status == 73, "\(overwrite.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: image)) == Data(Self.profile))
    }

    @Test func renderDrawsATooLargeImageAsALabelledBox() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let huge = app + "/Assets.xcassets/Tabs/home.imageset/home@3x.png"
        try Data(Self.home[3]! + [UInt8](repeating: 0, count: 8 * 1024 * 1024)).write(to: URL(fileURLWithPath: huge))
        let result = try TabspecProcess.run(["render", "Tab.tabspec", "--assets", "Assets.xcassets", "-o", "-"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<rect data-image=\"Tabs/home\""))
        #expect(result.stdout.count < 200_000)
        #expect(Self.notes(result.stdout).first
            == "note: cannot read 'home@3x.png' of image 'Tabs/home': it is larger than 8 MB, the most tabspec reads; drawn as a labelled box")
    }

    @Test func aMalformedCatalogStopsRender() throws {
        let (root, app) = try Self.workspace(spec: Self.spec)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "{ \"images\" : 1 }".write(toFile: app + "/Assets.xcassets/Tabs/home.imageset/Contents.json", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["render", "Tab.tabspec", "--assets", "Assets.xcassets", "-o", "Tab.svg"], in: app)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Assets.xcassets/Tabs/home.imageset/Contents.json:1:14: error: 'images' in the 'Contents.json' of "
            + "image set 'Tabs/home.imageset' must be an array [invalid-asset-catalog]"))
        #expect(result.stderr.contains("asset catalog 'Assets.xcassets' has an error; nothing was drawn"))
        #expect(!FileManager.default.fileExists(atPath: app + "/Tab.svg"))
    }
}
