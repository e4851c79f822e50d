import Testing
@testable import TabSpecCore

/// `render --assets` (apps.md): the catalog's bitmap for the device's scale, embedded as a `data:` URI, a
/// template tinted, an original as it is; the labelled box with a note where tabspec cannot draw the image.
@Suite("SVG: images of the app")
struct SVGImageTests {
    /// Bytes that start like a PNG file, distinct per name (the renderer checks the signature, not the rest).
    static func png(_ marker: String) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(marker.utf8)
    }

    /// The catalog: `Tabs/home` at 1x, 2x and 3x with a dark 3x variant, `Avatar` (one JPEG), `Logo` (a PDF),
    /// `compose` (a custom symbol), `Broken` (a file that is neither PNG nor JPEG), `Huge` (unreadable).
    static let catalog = RuleExample.assetCatalog([]).withSets([
        AssetSet(name: "Tabs/home", kind: .image, folder: "Tabs/home.imageset", files: [
            AssetFile(filename: "home@1x.png", scale: 1), AssetFile(filename: "home@2x.png", scale: 2),
            AssetFile(filename: "home@3x.png", scale: 3), AssetFile(filename: "home-dark@3x.png", scale: 3, luminosity: "dark"),
        ]),
        AssetSet(name: "Avatar", kind: .image, folder: "Avatar.imageset", files: [AssetFile(filename: "avatar.jpg")]),
        AssetSet(name: "Logo", kind: .image, folder: "Logo.imageset", files: [AssetFile(filename: "logo.pdf")]),
        AssetSet(name: "compose", kind: .symbol, folder: "compose.symbolset", files: [AssetFile(filename: "compose.svg")]),
        AssetSet(name: "Broken", kind: .image, folder: "Broken.imageset", files: [AssetFile(filename: "broken.png")]),
        AssetSet(name: "Huge", kind: .image, folder: "Huge.imageset", files: [AssetFile(filename: "huge.png")]),
    ])

    /// The files of ``catalog``, read from memory; every read recorded.
    final class Files: @unchecked Sendable {
        var read: [String] = []
        var source: AssetImageSource {
            AssetImageSource(catalogs: [SVGImageTests.catalog]) { _, set, file in
                self.read.append(set.folder + "/" + file.filename)
                switch file.filename {
                case "avatar.jpg": return .bytes([0xFF, 0xD8, 0xFF, 0xE0])
                case "broken.png": return .bytes(Array("GIF89a".utf8))
                case "huge.png": return .unreadable("it is larger than 8 MB, the most tabspec reads")
                default: return .bytes(SVGImageTests.png(file.filename))
                }
            }
        }
    }

    static let spec = """
        tabbar Main {
            kind: custom
            tab home    { image: "Tabs/home", title: "Home" }
            tab me      { image: "Avatar", imageRendering: original, title: "Me" }
            tab logo    { image: "Logo", title: "Logo" }
            tab compose { image: "compose", title: "New" }
        }
        """

    static func render(_ text: String = spec, slug: String = "iphone-16", ios: Int? = nil, appearances: [Appearance] = [.light],
                       files: Files? = Files()) throws -> String {
        let environment = try FramesTestSupport.environment(slug, ios: ios)
        let output = try Compiler().render(SourceFile(path: "Tab.tabspec", text: text), in: environment, appearances: appearances,
                                           images: files?.source)
        return output.text
    }

    /// The notes under the first panel of `svg`, their lines joined with single spaces.
    static func notes(_ svg: String) -> String {
        let lines = svg.split(separator: "\n").filter { $0.contains("font-size=\"10\" fill=\"#8E8E93\">") && !$0.contains("data-caption") }
        let texts = lines.map { line in line.split(separator: ">", maxSplits: 1)[1].dropLast("</text>".count) }
        let firstPanel = texts.prefix { _ in true }
        return firstPanel.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    /// The `<image …>` elements of `svg`, one line each, trimmed.
    static func images(_ svg: String) -> [String] {
        svg.split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter { $0.hasPrefix("<image ") }
    }

    @Test func theBitmapOfTheDevicesScaleIsEmbedded() throws {
        let uri3 = "data:image/png;base64," + Base64.encoded(Self.png("home@3x.png"))
        let uri2 = "data:image/png;base64," + Base64.encoded(Self.png("home@2x.png"))
        let files = Files()
        let svg = try Self.render(files: files)
        let images = Self.images(svg)
        #expect(images.count == 2)
        #expect(images.first == "<image data-image=\"Tabs/home\" data-file=\"home@3x.png\" data-rendering=\"template\" x=\"36.625\" "
            + "y=\"4\" width=\"25\" height=\"25\" preserveAspectRatio=\"xMidYMid meet\" filter=\"url(#image-tint-1)\" href=\"\(uri3)\"/>")
        #expect(images.last == "<image data-image=\"Avatar\" data-file=\"avatar.jpg\" data-rendering=\"original\" x=\"134.875\" "
            + "y=\"4\" width=\"25\" height=\"25\" preserveAspectRatio=\"xMidYMid meet\" href=\"data:image/jpeg;base64,/9j/4A==\"/>")
        // Only the files drawn are read: not the other scales, not the PDF or the custom symbol.
        #expect(files.read == ["Tabs/home.imageset/home@3x.png", "Avatar.imageset/avatar.jpg"])

        let se = try Self.render(slug: "iphone-se-3")
        #expect(se.contains("data-file=\"home@2x.png\""))
        #expect(se.contains(uri2))
        #expect(!se.contains(uri3))
    }

    @Test func aTemplateIsFilledWithTheItemsTint() throws {
        let svg = try Self.render()
        #expect(svg.contains("""
                  <defs>
                    <filter id="image-tint-1" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
                      <feFlood flood-color="#007AFF"/>
                      <feComposite in2="SourceAlpha" operator="in"/>
                    </filter>
                  </defs>
            """))
        // Unselected, the image takes the unselected tint; a translucent tint keeps its opacity.
        let unselected = try Self.render(Self.spec.replacingOccurrences(of: "tab home ", with: "tab first { title: \"First\" }\n    tab home "))
        #expect(unselected.contains("<feFlood flood-color=\"#8E8E93\"/>"))
        let translucent = try Self.render(Self.spec.replacingOccurrences(of: "kind: custom", with: "kind: custom\n    tintColor: #FF0000 @ 0.5"))
        #expect(translucent.contains("<feFlood flood-color=\"#FF0000\" flood-opacity=\"0.5\"/>"))
        #expect(!Self.images(svg).last!.contains("filter="))
    }

    @Test func theDarkPanelDrawsTheDarkVariant() throws {
        let svg = try Self.render(appearances: [.light, .dark])
        #expect(Self.images(svg).map { $0.split(separator: " ")[2] } == ["data-file=\"home@3x.png\"", "data-file=\"avatar.jpg\"",
                                                                         "data-file=\"home-dark@3x.png\"", "data-file=\"avatar.jpg\""])
        #expect(svg.contains("<filter id=\"image-tint-2\""))
    }

    @Test func imagesTabspecCannotDrawAreLabelledBoxesWithANote() throws {
        let svg = try Self.render()
        #expect(svg.contains("<rect data-image=\"Logo\" x=\"233.125\" y=\"4\" width=\"25\" height=\"25\" rx=\"3\" fill=\"none\" "
            + "stroke=\"#8E8E93\" stroke-width=\"1\"/>"))
        #expect(svg.contains(">Logo</text>"))
        #expect(svg.contains("<rect data-image=\"compose\""))
        let text = Self.notes(svg)
        #expect(text.contains("note: image 'Logo' is a PDF ('logo.pdf'), which tabspec does not draw; drawn as a labelled box"))
        #expect(text.contains("note: image 'compose' is a custom symbol (.symbolset), which tabspec does not draw; drawn as a labelled box"))

        let other = try Self.render("tabbar Main {\n    tab a { image: \"Broken\", title: \"A\" }\n    tab b { image: \"Huge\", title: \"B\" }\n"
            + "    tab c { image: \"Nowhere\", title: \"C\" }\n}\n", slug: "ipad-pro-11", ios: 17)
        #expect(Self.images(other).isEmpty)
        let joined = Self.notes(other)
        #expect(joined.contains("image 'Broken' ('broken.png') is not a PNG or JPEG image; drawn as a labelled box"))
        #expect(joined.contains("cannot read 'huge.png' of image 'Huge': it is larger than 8 MB, the most tabspec reads; drawn as a"))
        #expect(joined.contains("image 'Nowhere' is not in the asset catalogs; drawn as a labelled box"))
    }

    @Test func withoutCatalogsImagesAreLabelledBoxes() throws {
        let svg = try Self.render(files: nil)
        #expect(Self.images(svg).isEmpty)
        #expect(svg.contains("<rect data-image=\"Tabs/home\" x=\"36.625\" y=\"4\" width=\"25\" height=\"25\" rx=\"3\" fill=\"none\" "
            + "stroke=\"#007AFF\" stroke-width=\"1\"/>"))
        #expect(svg.contains(">Tabs/home</text>"))
        #expect(Self.notes(svg) == "note: images of the app are drawn as labelled boxes without an asset catalog (render --assets)")
    }

    @Test func theSelectedTabDrawsItsSelectedImage() throws {
        let text = "tabbar Main {\n    kind: custom\n    tab home { image: \"Avatar\", selectedImage: \"Tabs/home\", title: \"Home\" }\n"
            + "    tab me { image: \"Avatar\", title: \"Me\" }\n}\n"
        let environment = try FramesTestSupport.environment()
        let source = SourceFile(path: "Tab.tabspec", text: text)
        let selected = try Compiler().render(source, in: environment, images: Files().source).text
        #expect(Self.images(selected).map { $0.split(separator: " ")[1] } == ["data-image=\"Tabs/home\"", "data-image=\"Avatar\""])
        let other = try Compiler().render(source, in: environment, selectedTab: "me", images: Files().source).text
        #expect(Self.images(other).map { $0.split(separator: " ")[1] } == ["data-image=\"Avatar\"", "data-image=\"Avatar\""])
    }
}

extension AssetCatalog {
    /// This catalog's path with `sets` instead of its own.
    func withSets(_ sets: [AssetSet]) -> AssetCatalog {
        AssetCatalog(path: path, sets: sets, problem: nil)
    }
}
