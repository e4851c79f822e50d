/// The glyphs `render` draws in place of SF Symbols, which may not be redistributed: for each common tab-bar
/// symbol (and its `.fill` variant) an icon of Bootstrap Icons (MIT License) chosen by meaning, as the path
/// data of its 16 × 16 glyph. The data is generated (`generated/StandInGlyphs+Data.swift`, from
/// `Scripts/stand-in-glyphs.tsv` by `Scripts/generate-stand-in-glyphs.sh`); the picture defines each glyph
/// it uses once and says the icons are approximated. A symbol without a stand-in is drawn as a labelled box.
enum StandInGlyphs {
    /// One icon of the set: its name and the paths of its glyph.
    struct Icon: Sendable, Equatable {
        /// One path of the glyph.
        struct Path: Sendable, Equatable {
            /// The SVG path data, in the 16 × 16 viewBox.
            var d: String
            /// Whether it fills even-odd (else nonzero, SVG's default).
            var evenOdd: Bool
        }

        /// The icon's name in Bootstrap Icons (`house-fill`).
        var name: String
        /// Its paths, in drawing order.
        var paths: [Path]

        /// The id of its `<symbol>` in a picture: `bi-` and the name.
        var id: String { "bi-" + name }
    }

    /// The side of the square the glyphs are drawn in (their `viewBox` is `0 0 16 16`).
    static let viewBoxSide = 16.0

    /// The stand-in for the SF Symbol `name`, or `nil` when there is none. A renamed symbol's old name finds
    /// the current name's stand-in.
    static func icon(forSymbol name: String) -> Icon? {
        if let icon = iconsBySymbol[name] { return icon }
        return SymbolTable.builtIn.currentName(forRenamed: name).flatMap { iconsBySymbol[$0] }
    }

    /// Every symbol's icon, looked up by symbol name (never iterated, so its order cannot reach output).
    private static let iconsBySymbol: [String: Icon] = {
        var icons: [String: Icon] = [:]
        for icon in embeddedIcons {
            icons[icon.name] = Icon(name: icon.name, paths: icon.paths.map { Icon.Path(d: $0.d, evenOdd: $0.evenOdd) })
        }
        var bySymbol: [String: Icon] = [:]
        for entry in embeddedSymbols {
            bySymbol[entry.symbol] = icons[entry.icon]
        }
        return bySymbol
    }()
}
