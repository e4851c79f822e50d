import TabSpecRuntime

/// The images of the app a picture draws (`render --assets`), worked out once before anything is drawn: for
/// each image name and appearance, the bitmap embedded for the device (``AssetSet/file(scale:idiom:dark:)``) or
/// why the labelled box is drawn instead, said in a note under the panel.
struct SVGImages {
    /// What an image name is drawn as in one appearance.
    enum Art: Hashable {
        /// A PNG or JPEG file of the catalog, embedded as a `data:` URI.
        case bitmap(file: String, uri: String)
        /// The labelled box; the note says why (none without catalogs).
        case box(note: String?)
    }

    /// Whether the picture has catalogs to draw from (`--assets`).
    let hasCatalogs: Bool
    /// The art of each name in light (`false`) and dark (`true`) appearance.
    private let art: [String: [Bool: Art]]

    /// No catalogs: every image is the labelled box.
    init() {
        hasCatalogs = false
        art = [:]
    }

    /// The art of `names` in each appearance of `darks` on a device of `scale` and `idiom`, from `source`.
    init(names: [String], darks: [Bool], scale: Double, idiom: Idiom, source: AssetImageSource) {
        hasCatalogs = true
        let device = idiom == .pad ? (idiom: "ipad", name: "iPad") : (idiom: "iphone", name: "iPhone")
        let scale = max(1, Int(scale.rounded()))
        var art: [String: [Bool: Art]] = [:]
        for name in names where art[name] == nil {
            var byAppearance: [Bool: Art] = [:]
            for dark in darks {
                byAppearance[dark] = Self.art(of: name, dark: dark, scale: scale, device: device, source: source)
            }
            art[name] = byAppearance
        }
        self.art = art
    }

    /// What `name` is drawn as in dark or light appearance.
    func art(of name: String, dark: Bool) -> Art {
        art[name]?[dark] ?? .box(note: nil)
    }

    /// The note the panels of an item drawing `name` carry (the first appearance's that has one), if any.
    func note(for name: String) -> String? {
        for dark in [false, true] {
            if case let .box(note?)? = art[name]?[dark] { return note }
        }
        return nil
    }

    /// The note under a panel that draws images without catalogs.
    static let withoutCatalogsNote = "images of the app are drawn as labelled boxes without an asset catalog (render --assets)"

    /// The art of one name in one appearance.
    private static func art(of name: String, dark: Bool, scale: Int, device: (idiom: String, name: String),
                            source: AssetImageSource) -> Art {
        let boxed = "; drawn as a labelled box"
        guard let (catalog, set) = source.set(named: name) else {
            return .box(note: "image '\(name)' is not in the asset catalogs" + boxed)
        }
        guard set.kind == .image else {
            return .box(note: "image '\(name)' is a custom symbol (.symbolset), which tabspec does not draw" + boxed)
        }
        guard let file = set.file(scale: scale, idiom: device.idiom, dark: dark) else {
            return .box(note: "image '\(name)' has no image file for \(device.name)" + boxed)
        }
        if let vector = vectorKind(file.filename) {
            return .box(note: "image '\(name)' is \(vector) ('\(file.filename)'), which tabspec does not draw" + boxed)
        }
        switch source.read(catalog, set, file) {
        case let .unreadable(reason):
            return .box(note: "cannot read '\(file.filename)' of image '\(name)': \(reason)" + boxed)
        case let .bytes(bytes):
            guard let mediaType = mediaType(of: bytes) else {
                if bytes.starts(with: Array("%PDF".utf8)) {
                    return .box(note: "image '\(name)' is a PDF ('\(file.filename)'), which tabspec does not draw" + boxed)
                }
                return .box(note: "image '\(name)' ('\(file.filename)') is not a PNG or JPEG image" + boxed)
            }
            return .bitmap(file: file.filename, uri: "data:\(mediaType);base64," + Base64.encoded(bytes))
        }
    }

    /// `a PDF` or `an SVG image` for a vector image's file name (by its extension, ignoring case), else `nil`.
    private static func vectorKind(_ filename: String) -> String? {
        let lowered = filename.lowercased()
        if lowered.hasSuffix(".pdf") { return "a PDF" }
        if lowered.hasSuffix(".svg") { return "an SVG image" }
        return nil
    }

    /// `image/png` or `image/jpeg` by the file's signature (not its name), else `nil`.
    private static func mediaType(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }
}
