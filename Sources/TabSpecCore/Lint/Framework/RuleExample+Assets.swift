/// The asset catalogs of rule examples, written compactly: the folders of the catalog, each with the
/// `Contents.json` Xcode writes for it.
extension RuleExample {
    /// The name the example's asset catalog is shown and reported by.
    package static let assetCatalogPath = "Assets.xcassets"

    /// A catalog at ``assetCatalogPath`` with the folders of `layout`, each a path inside the catalog: a set
    /// (`Tabs/home.imageset`, `compose.symbolset`, `AccentColor.colorset`) or, ending in `/`, a folder that
    /// provides a namespace (`Tabs/`); each `Contents.json` as Xcode writes it.
    package static func assetCatalog(_ layout: [String]) -> AssetCatalog {
        var folders = [AssetCatalog.Folder(path: "", contents: .file(Array(xcodeContents().utf8)))]
        for path in layout {
            if path.hasSuffix("/") {
                folders.append(.init(path: String(path.dropLast()), contents: .file(Array(xcodeContents(namespace: true).utf8))))
                continue
            }
            let name = AssetCatalog.lastComponent(of: path)
            let base = name.split(separator: ".").first.map(String.init) ?? name
            let entries: String
            switch AssetCatalog.role(ofFolderNamed: name) {
            case .imageSet: entries = "images"
            case .symbolSet: entries = "symbols"
            case .group, .other: entries = ""
            }
            folders.append(.init(path: path, contents: .file(Array(xcodeContents(entries: entries, file: base).utf8))))
        }
        return AssetCatalog(path: assetCatalogPath, folders: folders)
    }

    /// A `Contents.json` as Xcode writes it (two-space indent, `"key" : value`, keys sorted): `info`; with
    /// `namespace`, `properties` providing one; with `entries` (`images`, `symbols`), one universal entry naming
    /// `file` (`.png` for images, `.svg` for symbols).
    static func xcodeContents(namespace: Bool = false, entries: String = "", file: String = "") -> String {
        var members: [String] = []
        if !entries.isEmpty {
            let filename = file + (entries == "images" ? ".png" : ".svg")
            members.append("\"\(entries)\" : [\n    {\n      \"filename\" : \"\(filename)\",\n      \"idiom\" : \"universal\"\n    }\n  ]")
        }
        members.append("\"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }")
        if namespace { members.append("\"properties\" : {\n    \"provides-namespace\" : true\n  }") }
        return "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
    }
}
