import Testing
@testable import TabSpecCore

/// The embedded stand-in glyphs: every name is a real SF Symbol, every icon is there and well-formed, and the
/// common tab-bar symbols and their `.fill` variants are covered.
@Suite("Stand-in glyphs")
struct StandInGlyphsTests {
    /// The symbols the picture must draw with a stand-in: what the bundled specs use and what tab bars of real
    /// apps commonly show.
    static let common = [
        "house", "magnifyingglass", "gearshape", "person", "person.crop.circle", "person.2", "bell", "heart", "star",
        "bookmark", "cart", "bag", "message", "bubble.left", "envelope", "play", "play.circle", "music.note",
        "books.vertical", "book", "square.grid.2x2", "plus", "plus.circle", "ellipsis", "crown", "flame", "clock",
        "calendar", "map", "location", "camera", "photo", "video", "phone", "newspaper", "chart.bar", "list.bullet",
        "folder", "doc", "tray", "trophy", "globe",
    ]

    @Test func theCommonTabBarSymbolsAndTheirFillVariantsHaveStandIns() {
        let table = SymbolTable.builtIn
        for symbol in Self.common {
            #expect(StandInGlyphs.icon(forSymbol: symbol) != nil, "\(symbol)")
            // Its `.fill` variant, where SF Symbols has one.
            if table.contains(symbol + ".fill") {
                #expect(StandInGlyphs.icon(forSymbol: symbol + ".fill") != nil, "\(symbol).fill")
            }
        }
        #expect(StandInGlyphs.icon(forSymbol: "house")?.name == "house")
        #expect(StandInGlyphs.icon(forSymbol: "house.fill")?.name == "house-fill")
        #expect(StandInGlyphs.icon(forSymbol: "magnifyingglass")?.name == "search")
        #expect(StandInGlyphs.icon(forSymbol: "gearshape.fill")?.name == "gear-fill")
        #expect(StandInGlyphs.icon(forSymbol: "ellipsis")?.name == "three-dots")
    }

    @Test func everyEntryIsAnSFSymbolWhoseFillVariantIsCoveredToo() {
        let table = SymbolTable.builtIn
        let symbols = StandInGlyphs.embeddedSymbols.map(\.symbol)
        #expect(symbols.count == 317)
        #expect(symbols == symbols.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(Set(symbols).count == symbols.count)
        for symbol in symbols {
            #expect(table.contains(symbol), "\(symbol) is not an SF Symbol")
            if !symbol.contains(".fill"), table.contains(symbol + ".fill") {
                #expect(symbols.contains(symbol + ".fill"), "\(symbol).fill is missing")
            }
        }
    }

    @Test func everyIconIsUsedAndWellFormed() {
        let icons = StandInGlyphs.embeddedIcons.map(\.name)
        #expect(icons.count == 279)
        #expect(icons == icons.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(Set(icons) == Set(StandInGlyphs.embeddedSymbols.map(\.icon)))
        for icon in StandInGlyphs.embeddedIcons {
            #expect(!icon.paths.isEmpty, "\(icon.name)")
            for path in icon.paths {
                #expect(path.d.first == "M" || path.d.first == "m", "\(icon.name)")
                #expect(path.d.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " .,-".contains($0)) }, "\(icon.name)")
            }
        }
        #expect(StandInGlyphs.iconSetVersion == "1.10.3")
    }
}
