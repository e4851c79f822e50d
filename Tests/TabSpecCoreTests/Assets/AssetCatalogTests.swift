import Testing
@testable import TabSpecCore

/// Asset catalogs read as Xcode writes them (apps.md, Icons from the app): names with their namespaces, the
/// sets that are images, one `invalid-asset-catalog` diagnostic per malformed catalog, and the file `render`
/// draws for a device.
@Suite("Asset catalogs")
struct AssetCatalogTests {
    /// `info` as Xcode writes it.
    static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
    /// A catalog's or a plain folder's `Contents.json`.
    static let plain = "{\n" + info + "\n}\n"
    /// A folder's `Contents.json` that provides a namespace.
    static let namespace = "{\n" + info + ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"

    /// An image set's `Contents.json` with `entries` (JSON objects' members, one per entry).
    static func imageSet(_ entries: [String]) -> String {
        "{\n  \"images\" : [\n" + entries.map { "    {\n      " + $0 + "\n    }" }.joined(separator: ",\n") + "\n  ],\n" + info + "\n}\n"
    }

    /// An entry of an image set: `filename`, `idiom`, `scale` as Xcode writes them (and `appearances` when dark).
    static func entry(_ filename: String, scale: String? = nil, idiom: String = "universal", dark: Bool = false) -> String {
        var members: [String] = []
        if dark { members.append("\"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ]") }
        members.append("\"filename\" : \"\(filename)\"")
        members.append("\"idiom\" : \"\(idiom)\"")
        if let scale { members.append("\"scale\" : \"\(scale)\"") }
        return members.joined(separator: ",\n      ")
    }

    static func folder(_ path: String, _ text: String) -> AssetCatalog.Folder {
        AssetCatalog.Folder(path: path, contents: .file(Array(text.utf8)))
    }

    /// A well-formed catalog: nested namespaces, a plain folder, a folder without `Contents.json`, a custom
    /// symbol and a color.
    static let catalog = AssetCatalog(path: "My Apps/Café/Assets.xcassets", folders: [
        folder("", plain),
        folder("AccentColor.colorset", "{\n  \"colors\" : [ ],\n" + info + "\n}\n"),
        folder("Plain", plain),
        AssetCatalog.Folder(path: "Plain/Loose", contents: .missing),
        folder("Plain/Loose/x.imageset", imageSet([entry("x.png")])),
        folder("Plain/avatar.imageset", imageSet([entry("avatar.jpg")])),
        folder("Tabs", namespace),
        folder("Tabs/Inner", namespace),
        folder("Tabs/Inner/deep.imageset", imageSet([entry("deep.pdf")])),
        folder("Tabs/home.imageset", imageSet([entry("home@1x.png", scale: "1x"), entry("home@2x.png", scale: "2x"), entry("home@3x.png", scale: "3x")])),
        folder("compose.symbolset", "{\n" + info + ",\n  \"symbols\" : [\n    {\n      \"filename\" : \"compose.svg\",\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n"),
    ])

    @Test func namesFollowXcodesNamespacesAndOnlySetsOfImagesAndSymbolsCount() {
        let catalog = Self.catalog
        #expect(catalog.problem == nil)
        #expect(catalog.names == ["x", "avatar", "Tabs/Inner/deep", "Tabs/home", "compose"])
        #expect(catalog.sets.map(\.kind) == [.image, .image, .image, .image, .symbol])
        #expect(catalog.set(named: "Tabs/home")?.files.map(\.filename) == ["home@1x.png", "home@2x.png", "home@3x.png"])
        #expect(catalog.set(named: "Tabs/home")?.files.map(\.scale) == [1, 2, 3])
        #expect(catalog.set(named: "home") == nil)
        #expect(catalog.set(named: "AccentColor") == nil)
        #expect(catalog.set(named: "compose")?.folder == "compose.symbolset")
    }

    @Test func foldersAreKnownByTheirKind() {
        let roles = ["Tabs", "home.imageset", "compose.symbolset", "AccentColor.colorset", "AppIcon.appiconset", "Data.dataset",
                     "Stack.imagestack", "Atlas.spriteatlas", "v1.2", ".hidden"].map(AssetCatalog.role(ofFolderNamed:))
        #expect(roles == [.group, .imageSet, .symbolSet, .other, .other, .other, .other, .group, .group, .group])
    }

    @Test func aBrokenSetIsOneDiagnosticAtItsLineAndColumnAndTheOtherNamesAreKept() throws {
        let broken = "{\n  \"images\" : [\n    {\n      \"filename\" \"home.png\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n" + Self.info + "\n}\n"
        let catalog = AssetCatalog(path: "My Apps/Café/Assets.xcassets", folders: [
            Self.folder("", Self.plain), Self.folder("Tabs", Self.namespace), Self.folder("Tabs/home.imageset", broken),
            Self.folder("Tabs/profile.imageset", Self.imageSet([Self.entry("profile.png")])),
        ])
        let problem = try #require(catalog.problem)
        #expect(problem.description == "My Apps/Café/Assets.xcassets/Tabs/home.imageset/Contents.json:4:18: the 'Contents.json' of image set "
            + "'Tabs/home.imageset' is not valid JSON: expected ':' after an object key [invalid-asset-catalog]")
        #expect(problem.diagnostic.severity == .error)
        #expect(problem.diagnostic.notes.isEmpty)
        // The broken set's name is still known; only its files are not.
        #expect(catalog.names == ["Tabs/home", "Tabs/profile"])
        #expect(catalog.set(named: "Tabs/home")?.files == [])
    }

    @Test func theFirstProblemIsReportedAndTheOthersCounted() throws {
        let catalog = AssetCatalog(path: "A.xcassets", folders: [
            AssetCatalog.Folder(path: "", contents: .missing),
            Self.folder("a.imageset", "{\n  \"images\" : {\n  }\n}\n"),
            Self.folder("b.imageset", Self.imageSet([Self.entry("b.png", scale: "4k")])),
            AssetCatalog.Folder(path: "c.imageset", contents: .missing),
        ])
        let problem = try #require(catalog.problem)
        #expect(problem.description
            == "A.xcassets/Contents.json:1:1: asset catalog 'A.xcassets' has no 'Contents.json'; Xcode writes one at the top of every catalog [invalid-asset-catalog]")
        #expect(problem.diagnostic.notes.map(\.message) == ["asset catalog 'A.xcassets' has 3 more problems besides this one"])
        #expect(catalog.names == ["a", "b", "c"])
    }

    /// The problem of a catalog with one malformed folder besides a well-formed root.
    private func problem(_ folder: AssetCatalog.Folder) -> String? {
        AssetCatalog(path: "A.xcassets", folders: [Self.folder("", Self.plain), folder]).problem?.description
    }

    @Test func eachShapeProblemPointsAtItsValue() {
        #expect(problem(Self.folder("a.imageset", "{\n  \"images\" : {\n  }\n}\n"))
            == "A.xcassets/a.imageset/Contents.json:2:14: 'images' in the 'Contents.json' of image set 'a.imageset' must be an array [invalid-asset-catalog]")
        #expect(problem(Self.folder("a.imageset", Self.imageSet([Self.entry("a.png", scale: "4k")])))
            == "A.xcassets/a.imageset/Contents.json:6:17: 'scale' in the 'Contents.json' of image set 'a.imageset' must be '1x', '2x' or '3x', not '4k' [invalid-asset-catalog]")
        #expect(problem(Self.folder("a.imageset", "{\n  \"images\" : [ 3 ]\n}\n"))
            == "A.xcassets/a.imageset/Contents.json:2:16: each entry of 'images' in the 'Contents.json' of image set 'a.imageset' must be an object [invalid-asset-catalog]")
        #expect(problem(Self.folder("a.imageset", "{ \"images\" : [ { \"filename\" : 7 } ] }"))
            == "A.xcassets/a.imageset/Contents.json:1:31: 'filename' in the 'Contents.json' of image set 'a.imageset' must be a string [invalid-asset-catalog]")
        #expect(problem(Self.folder("a.imageset", "{ \"images\" : [ { \"filename\" : \"../x.png\" } ] }"))
            == "A.xcassets/a.imageset/Contents.json:1:31: 'filename' in the 'Contents.json' of image set 'a.imageset' must name a file in the set's folder [invalid-asset-catalog]")
        #expect(problem(Self.folder("Tabs", "{ \"properties\" : { \"provides-namespace\" : \"yes\" } }"))
            == "A.xcassets/Tabs/Contents.json:1:43: 'provides-namespace' in the 'Contents.json' of folder 'Tabs' must be true or false [invalid-asset-catalog]")
        #expect(problem(Self.folder("Tabs", "[]"))
            == "A.xcassets/Tabs/Contents.json:1:1: the 'Contents.json' of folder 'Tabs' must be a JSON object [invalid-asset-catalog]")
        #expect(problem(Self.folder("a.imageset", "{\n  \"images\" : [ { \"filename\" : \"a\u{FF}.png\" } ]\n}\n".replacingOccurrences(of: "\u{FF}", with: "ÿ")))
            == nil)
        #expect(problem(AssetCatalog.Folder(path: "a.imageset", contents: .file([0x7B, 0xFF, 0x7D])))
            == "A.xcassets/a.imageset/Contents.json:1:2: the 'Contents.json' of image set 'a.imageset' is not valid JSON: invalid UTF-8 byte 0xFF [invalid-asset-catalog]")
        #expect(problem(AssetCatalog.Folder(path: "a.imageset", contents: .unreadable("Permission denied")))
            == "A.xcassets/a.imageset/Contents.json:1:1: cannot read the 'Contents.json' of image set 'a.imageset': Permission denied [invalid-asset-catalog]")
        #expect(problem(AssetCatalog.Folder(path: "Tabs/again", contents: .unreadableFolder("it is a link to a folder of the catalog that is read already")))
            == "A.xcassets/Tabs/again:1:1: cannot read folder 'Tabs/again': it is a link to a folder of the catalog that is read already [invalid-asset-catalog]")
        // A group folder may have no Contents.json (no namespace then); a set may not.
        #expect(problem(AssetCatalog.Folder(path: "Tabs", contents: .missing)) == nil)
        #expect(problem(AssetCatalog.Folder(path: "a.imageset", contents: .missing))
            == "A.xcassets/a.imageset/Contents.json:1:1: image set 'a.imageset' has no 'Contents.json'; its images are unknown [invalid-asset-catalog]")
    }

    @Test func theFileDrawnMatchesTheDevicesScaleIdiomAndAppearance() throws {
        let set = AssetCatalog(path: "A.xcassets", folders: [
            Self.folder("", Self.plain),
            Self.folder("home.imageset", Self.imageSet([
                Self.entry("home@1x.png", scale: "1x"), Self.entry("home@2x.png", scale: "2x"), Self.entry("home@3x.png", scale: "3x"),
                Self.entry("home-dark@2x.png", scale: "2x", dark: true), Self.entry("home-pad@2x.png", scale: "2x", idiom: "ipad"),
                Self.entry("home-mac.png", idiom: "mac"),
            ])),
        ]).set(named: "home")
        let home = try #require(set)
        #expect(home.file(scale: 3, idiom: "iphone", dark: false)?.filename == "home@3x.png")
        #expect(home.file(scale: 2, idiom: "iphone", dark: false)?.filename == "home@2x.png")
        #expect(home.file(scale: 1, idiom: "iphone", dark: false)?.filename == "home@1x.png")
        #expect(home.file(scale: 2, idiom: "iphone", dark: true)?.filename == "home-dark@2x.png")
        // The dark variant wins over the scale: it is what the dark appearance shows.
        #expect(home.file(scale: 3, idiom: "iphone", dark: true)?.filename == "home-dark@2x.png")
        #expect(home.file(scale: 2, idiom: "ipad", dark: false)?.filename == "home-pad@2x.png")
        #expect(home.file(scale: 3, idiom: "ipad", dark: false)?.filename == "home-pad@2x.png")

        let single = AssetSet(name: "s", kind: .image, folder: "s.imageset", files: [AssetFile(filename: "s.pdf")])
        #expect(single.file(scale: 3, idiom: "iphone", dark: true)?.filename == "s.pdf")
        let sparse = AssetSet(name: "p", kind: .image, folder: "p.imageset",
                              files: [AssetFile(filename: "p1.png", scale: 1), AssetFile(filename: "p3.png", scale: 3)])
        #expect(sparse.file(scale: 2, idiom: "iphone", dark: false)?.filename == "p3.png")
        let macOnly = AssetSet(name: "m", kind: .image, folder: "m.imageset", files: [AssetFile(filename: "m.png", idiom: "mac")])
        #expect(macOnly.file(scale: 3, idiom: "iphone", dark: false) == nil)
        let variants = AssetSet(name: "v", kind: .image, folder: "v.imageset", files: [
            AssetFile(filename: "v-p3.png", scale: 3, hasOtherTraits: true), AssetFile(filename: "v.png", scale: 3),
        ])
        #expect(variants.file(scale: 3, idiom: "iphone", dark: false)?.filename == "v.png")
    }

    @Test func namesAreSuggestedWithTheirNamespaces() {
        let names = AssetNames([Self.catalog, RuleExample.assetCatalog(["Old/", "Old/home.imageset", "avatar.imageset"])])
        #expect(names.names == ["x", "avatar", "Tabs/Inner/deep", "Tabs/home", "compose", "Old/home"])
        #expect(names.contains("Tabs/home"))
        #expect(!names.contains("home"))
        #expect(names.suggestions(for: "home") == ["Tabs/home", "Old/home"])
        #expect(names.suggestions(for: "Tabs/hom") == ["Tabs/home"])
        #expect(names.suggestions(for: "hom") == ["Tabs/home", "Old/home"])
        #expect(names.suggestions(for: "Avatar") == ["avatar"])
        #expect(names.suggestions(for: "Inner/deep") == ["Tabs/Inner/deep"])
        #expect(names.suggestions(for: "Tabs/deep") == ["Tabs/Inner/deep"])
        #expect(names.suggestions(for: "zzzzzz") == [])
    }

    @Test func ruleExampleCatalogsAreWrittenAsXcodeWritesThem() {
        #expect(RuleExample.xcodeContents(namespace: true) == Self.namespace)
        #expect(RuleExample.xcodeContents(entries: "images", file: "home") == Self.imageSet([Self.entry("home.png")]))
        #expect(RuleExample.assetCatalog(["Tabs/", "Tabs/home.imageset"]).names == ["Tabs/home"])
    }
}
