import Testing
import TabSpecRuntime

/// docs/Layout.md quotes every layout note in its current wording (layout.md v1.3, Notes), so a note reworded in
/// ``TabBarLayout/Note`` cannot leave the guide behind. Its `frames` examples: TabSpecCLITests' `LayoutGuideTests`.
@Suite("Layout documentation")
struct LayoutDocumentationTests {
    /// docs/Layout.md with every run of whitespace (a line break in its wrapped prose) as one space.
    static let guide = flattened(Fixtures.read(Fixtures.packageRoot + "/docs/Layout.md"))

    /// `text` with every run of whitespace as one space.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyQuotedNoteIsTheCurrentWording() {
        let guide = Self.guide
        typealias Note = TabBarLayout.Note
        let notes: [Note] = [
            .classicBarOnIOS26(.sdk(IOSVersion(major: 25))), .classicBarOnIOS26(.compatibility),
            .compatibilityIgnoredBySDK(sdk: IOSVersion(major: 27)), .floatingCommunityMeasured,
            .floatingGeometryOfIOS26(ios: IOSVersion(major: 27)), .floatingSearchTabSingleSource,
            .floatingProminentTabNotMeasured, .floatingSearchTabWithOthersReported, .prominentTabNeedsIOS27,
            .floatingMoreSingleSource, .floatingMoreBesideProminentNotMeasured,
            .floatingPlatterTooWide(needed: 512.2, available: 351), .floatingLongTitleSlotsNotModelled, .floatingMinimizes,
            .floatingAccessorySingleSource, .accessoryPlacedByApp, .verticalTabBarNotModelled, .sideBySideNotModelled,
        ]
        for note in notes {
            let quoted = guide.contains(Self.flattened(note.message))
            #expect(quoted, "docs/Layout.md does not quote: \(note.message)")
        }
        // The landscape note, quoted in full where the notes are listed.
        let landscape = guide.contains(Self.flattened(Note.classicBarOnIOS26(.landscape).message))
        #expect(landscape)
        // v1.2's wording is gone, except where the guide says it was replaced.
        let oldWording = guide.components(separatedBy: "the minimized bar is not modelled").count - 1
        let saysReplaced = guide.contains("replaces v1.2's *… the minimized bar is not modelled …*")
        #expect(oldWording == 1 && saysReplaced)
    }
}
