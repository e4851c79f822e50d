/// One image (`NAME.imageset`) or custom symbol (`NAME.symbolset`) of an ``AssetCatalog``: its full name and
/// the files its `Contents.json` lists.
package struct AssetSet: Sendable, Hashable {
    /// An image or a custom symbol.
    package enum Kind: String, Sendable, Hashable {
        /// `NAME.imageset`.
        case image
        /// `NAME.symbolset` (an SVG that tabspec does not draw).
        case symbol
    }

    /// The name a tab writes: the folder's name without `.imageset`/`.symbolset`, after the namespaces of the
    /// folders around it (`Tabs/home`).
    package var name: String
    /// Image or custom symbol.
    package var kind: Kind
    /// The set's folder inside the catalog (`Tabs/home.imageset`).
    package var folder: String
    /// The files its `Contents.json` lists with a `filename` (slots Xcode writes without one hold no file), in
    /// file order.
    package var files: [AssetFile]

    /// A set named `name` in `folder`.
    package init(name: String, kind: Kind, folder: String, files: [AssetFile] = []) {
        self.name = name
        self.kind = kind
        self.folder = folder
        self.files = files
    }

    /// The file drawn on a device of `scale` (1, 2, 3) and `idiom` (`iphone`, `ipad`) in dark or light
    /// appearance, as UIKit picks it: of the files for that appearance (`luminosity` `dark`, else the one for any
    /// appearance; `light` or any for light) and for the device's idiom or `universal` (the device's own first),
    /// the one of the device's scale, else one without a scale (single-scale and vector images), else the
    /// nearest scale (the larger of two as near); files with other traits (size classes, gamut, locale) only
    /// when there is no plainer one. `nil` when no file fits.
    package func file(scale: Int, idiom: String, dark: Bool) -> AssetFile? {
        var best: (file: AssetFile, rank: [Int])?
        for file in files {
            let appearanceRank: Int
            switch file.luminosity {
            case nil: appearanceRank = 1
            case "dark": guard dark else { continue }; appearanceRank = 0
            case "light": guard !dark else { continue }; appearanceRank = 0
            default: continue
            }
            let idiomRank: Int
            switch file.idiom {
            case idiom: idiomRank = 0
            case "universal": idiomRank = 1
            default: continue
            }
            let scaleRank: Int
            switch file.scale {
            case scale?: scaleRank = 0
            case nil: scaleRank = 1
            case let other?: scaleRank = 2 + 2 * abs(other - scale) + (other > scale ? 0 : 1)
            }
            let rank = [appearanceRank, file.hasOtherTraits ? 1 : 0, idiomRank, scaleRank]
            if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true { best = (file, rank) }
        }
        return best?.file
    }
}

/// One file of an ``AssetSet``: an entry of its `Contents.json` `images` (or `symbols`) array that names a file.
package struct AssetFile: Sendable, Hashable {
    /// The file's name inside the set's folder (`home@3x.png`).
    package var filename: String
    /// `scale` (`"3x"` → 3); `nil` when the entry has none (a single-scale or vector image).
    package var scale: Int?
    /// `idiom` (`universal`, `iphone`, `ipad`, …); `universal` when the entry has none.
    package var idiom: String
    /// The `luminosity` appearance the file is for (`light`, `dark`, or another value such as `tinted`); `nil`:
    /// any appearance. A file for another kind of appearance (`contrast`) has ``hasOtherTraits``.
    package var luminosity: String?
    /// Whether the entry is for particular traits besides scale, idiom and luminosity (size classes, display
    /// gamut, locale, contrast, subtype, …): chosen only when no plainer file fits.
    package var hasOtherTraits: Bool

    /// A file entry.
    package init(filename: String, scale: Int? = nil, idiom: String = "universal", luminosity: String? = nil,
                 hasOtherTraits: Bool = false) {
        self.filename = filename
        self.scale = scale
        self.idiom = idiom
        self.luminosity = luminosity
        self.hasOtherTraits = hasOtherTraits
    }
}
