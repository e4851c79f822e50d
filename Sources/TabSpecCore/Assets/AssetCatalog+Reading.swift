/// Reading an asset catalog from the folders the command line found: each folder's `Contents.json` parsed
/// with the one JSON reader and checked for the fields tabspec reads; other members are ignored, as Xcode's
/// own (`info`, `properties`' other keys) are.
extension AssetCatalog {
    /// The catalog at `path` (as the user gave it) from its `folders` (any order; the catalog itself is the
    /// folder `""`). Each problem is kept: the first in folder path order is ``problem``, with a note counting
    /// the others.
    package init(path: String, folders: [Folder]) {
        let ordered = folders.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var problems: [CatalogError] = []
        var namespaces: [String: Bool] = [:]
        var sets: [AssetSet] = []
        var names: Set<String> = []
        if !ordered.contains(where: { $0.path.isEmpty }) {
            problems.append(Self.problem(.missing, folder: "", catalog: path))
        }
        for folder in ordered {
            let name = Self.lastComponent(of: folder.path)
            let role = folder.path.isEmpty ? FolderRole.group : Self.role(ofFolderNamed: name)
            var reader = ContentsReader(catalog: path, folder: folder.path, role: role)
            let members = reader.read(folder.contents)
            if let problem = reader.problem { problems.append(problem) }
            switch role {
            case .group:
                namespaces[folder.path] = members?.value("properties")?["provides-namespace"]?.bool ?? false
            case .imageSet, .symbolSet:
                let kind: AssetSet.Kind = role == .imageSet ? .image : .symbol
                let setName = Self.namespace(of: folder.path, in: namespaces) + Self.baseName(name)
                guard names.insert(setName).inserted else { continue }
                sets.append(AssetSet(name: setName, kind: kind, folder: folder.path, files: reader.files(members)))
            case .other:
                continue
            }
        }
        var problem = problems.first
        if problems.count > 1, let first = problem {
            let others = problems.count - 1
            problem = CatalogError(first.message, id: .invalidAssetCatalog, at: first.diagnostic.range.start, in: first.source,
                                   notes: ["asset catalog '\(path)' has \(Wording.count(others, "more problem")) besides this one"])
        }
        self.init(path: path, sets: sets, problem: problem)
    }

    /// The namespace prefix of the set in `folder`: the names of the folders around it that provide one, each
    /// followed by `/` (`Tabs/`), outermost first.
    private static func namespace(of folder: String, in namespaces: [String: Bool]) -> String {
        var prefix = ""
        var ancestor = ""
        for component in folder.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
            ancestor = ancestor.isEmpty ? String(component) : ancestor + "/" + component
            if namespaces[ancestor] == true { prefix += component + "/" }
        }
        return prefix
    }

    /// The last `/`-separated component of a folder path.
    static func lastComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// A set folder's name without its extension (`home.imageset` → `home`).
    private static func baseName(_ folderName: String) -> String {
        guard let dot = folderName.lastIndex(of: ".") else { return folderName }
        return String(folderName[..<dot])
    }

    /// The path of `folder`'s `Contents.json` as diagnostics show it: under the catalog's path.
    static func contentsPath(catalog: String, folder: String) -> String {
        let base = catalog.hasSuffix("/") ? String(catalog.dropLast()) : catalog
        return base + "/" + (folder.isEmpty ? "" : folder + "/") + "Contents.json"
    }

    /// The problem of a folder whose `Contents.json` is missing or unreadable, or which cannot be listed: at the
    /// start of that `Contents.json` (or of the folder, when it cannot be listed).
    static func problem(_ contents: Contents, folder: String, catalog: String) -> CatalogError {
        let file = contentsPath(catalog: catalog, folder: folder)
        let what = describe(folder: folder, role: folder.isEmpty ? .group : role(ofFolderNamed: lastComponent(of: folder)))
        let message: String
        var shownPath = file
        switch contents {
        case .missing:
            message = folder.isEmpty
                ? "asset catalog '\(catalog)' has no 'Contents.json'; Xcode writes one at the top of every catalog"
                : "\(what) has no 'Contents.json'; its images are unknown"
        case let .unreadable(reason):
            message = "cannot read the 'Contents.json' of \(what): \(reason)"
        case let .unreadableFolder(reason):
            shownPath = folder.isEmpty ? catalog : contentsPath(catalog: catalog, folder: folder).dropLastComponent()
            message = "cannot read \(what): \(reason)"
        case .file:
            message = "\(what) cannot be read"
        }
        return CatalogError(message, id: .invalidAssetCatalog, at: 0, in: SourceFile(path: shownPath, bytes: []))
    }

    /// How messages name a folder: `asset catalog 'A.xcassets'`'s root as `the catalog`, a set as `image set
    /// 'Tabs/home.imageset'`, a group as `folder 'Tabs'`.
    static func describe(folder: String, role: FolderRole) -> String {
        switch role {
        case _ where folder.isEmpty: "the catalog"
        case .imageSet: "image set '\(folder)'"
        case .symbolSet: "symbol set '\(folder)'"
        case .group, .other: "folder '\(folder)'"
        }
    }
}

private extension String {
    /// The path without its last `/` component.
    func dropLastComponent() -> String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[..<slash])
    }
}

/// Reads one folder's `Contents.json`: JSON, then the shape of the members tabspec reads, keeping the first
/// problem with the path of the value it is about.
private struct ContentsReader {
    /// The catalog's path (for messages).
    let catalog: String
    /// The folder's path inside the catalog.
    let folder: String
    /// What the folder is.
    let role: AssetCatalog.FolderRole
    /// The first problem.
    private(set) var problem: CatalogError?
    /// The bytes read, for placing a problem.
    private var bytes: [UInt8] = []

    init(catalog: String, folder: String, role: AssetCatalog.FolderRole) {
        self.catalog = catalog
        self.folder = folder
        self.role = role
    }

    /// The members of the document's root object, or `nil` (with a problem when the file is missing for a set
    /// or the catalog, unreadable, not JSON or not an object; a group folder may have no `Contents.json`).
    mutating func read(_ contents: AssetCatalog.Contents) -> [JSONMember]? {
        guard case let .file(bytes) = contents else {
            if contents != .missing || role != .group || folder.isEmpty {
                problem = AssetCatalog.problem(contents, folder: folder, catalog: catalog)
            }
            return nil
        }
        self.bytes = bytes
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            report("the 'Contents.json' of \(what) is not valid JSON: \(error.message(in: bytes))", at: error.offset)
            return nil
        }
        guard let members = root.members else {
            report("the 'Contents.json' of \(what) must be a JSON object", path: [])
            return nil
        }
        check(members)
        return problem == nil ? members : nil
    }

    /// How messages name the folder.
    private var what: String { AssetCatalog.describe(folder: folder, role: role) }

    /// Checks the members tabspec reads: `properties` of a group, the `images` (`symbols`) array of a set.
    private mutating func check(_ members: [JSONMember]) {
        if let properties = members.value("properties") {
            guard let list = properties.members else {
                return report("'properties' in the 'Contents.json' of \(what) must be an object", path: [.key("properties")])
            }
            if role == .group, let flag = list.value("provides-namespace"), flag.bool == nil {
                return report("'provides-namespace' in the 'Contents.json' of \(what) must be true or false",
                              path: [.key("properties"), .key("provides-namespace")])
            }
        }
        guard let key = arrayKey, let value = members.value(key) else { return }
        guard let entries = value.array else {
            return report("'\(key)' in the 'Contents.json' of \(what) must be an array", path: [.key(key)])
        }
        for (index, entry) in entries.enumerated() {
            let at: [JSONPathComponent] = [.key(key), .index(index)]
            guard let fields = entry.members else {
                return report("each entry of '\(key)' in the 'Contents.json' of \(what) must be an object", path: at)
            }
            for field in ["filename", "idiom", "scale"] {
                if let text = fields.value(field), text.string == nil {
                    return report("'\(field)' in the 'Contents.json' of \(what) must be a string", path: at + [.key(field)])
                }
            }
            if let scale = fields.value("scale")?.string, Self.scale(scale) == nil {
                return report("'scale' in the 'Contents.json' of \(what) must be '1x', '2x' or '3x', not '\(Diagnostic.excerpt(scale))'",
                              path: at + [.key("scale")])
            }
            if let filename = fields.value("filename")?.string, filename.isEmpty || filename.contains("/") || filename == ".." {
                return report("'filename' in the 'Contents.json' of \(what) must name a file in the set's folder",
                              path: at + [.key("filename")])
            }
            if let appearances = fields.value("appearances") {
                guard let list = appearances.array, list.allSatisfy({ $0["appearance"]?.string != nil && $0["value"]?.string != nil }) else {
                    return report("'appearances' in the 'Contents.json' of \(what) must be an array of objects with "
                        + "'appearance' and 'value' strings", path: at + [.key("appearances")])
                }
            }
        }
    }

    /// The array of file entries a set's `Contents.json` has (`images`, `symbols`); `nil` for a group.
    private var arrayKey: String? {
        switch role {
        case .imageSet: "images"
        case .symbolSet: "symbols"
        case .group, .other: nil
        }
    }

    /// The files of a set's checked `members`: each entry with a `filename`, in order.
    func files(_ members: [JSONMember]?) -> [AssetFile] {
        guard let key = arrayKey, let entries = members?.value(key)?.array else { return [] }
        return entries.compactMap { entry in
            guard let fields = entry.members, let filename = fields.value("filename")?.string else { return nil }
            var luminosity: String?
            var otherTraits = false
            for appearance in fields.value("appearances")?.array ?? [] {
                if appearance["appearance"]?.string == "luminosity" {
                    luminosity = appearance["value"]?.string
                } else {
                    otherTraits = true
                }
            }
            for trait in Self.otherTraitKeys where fields.value(trait) != nil {
                otherTraits = true
            }
            return AssetFile(filename: filename, scale: fields.value("scale")?.string.flatMap(Self.scale),
                             idiom: fields.value("idiom")?.string ?? "universal", luminosity: luminosity, hasOtherTraits: otherTraits)
        }
    }

    /// The entry keys that make a file particular to traits tabspec does not model.
    static let otherTraitKeys = ["width-class", "height-class", "display-gamut", "locale", "subtype", "memory",
                                 "graphics-feature-set", "screen-width"]

    /// `"3x"` → 3 (a whole number from 1 to 9 followed by `x`).
    static func scale(_ text: String) -> Int? {
        guard text.count == 2, text.hasSuffix("x"), let digit = text.first?.wholeNumberValue, digit >= 1 else { return nil }
        return digit
    }

    /// Keeps `message` at byte `offset` of the `Contents.json` as the problem, unless there is one already.
    private mutating func report(_ message: String, at offset: Int) {
        guard problem == nil else { return }
        problem = CatalogError(message, id: .invalidAssetCatalog, at: offset,
                               in: SourceFile(path: AssetCatalog.contentsPath(catalog: catalog, folder: folder), bytes: bytes))
    }

    /// Keeps `message` at the value at `path` of the `Contents.json` as the problem.
    private mutating func report(_ message: String, path: [JSONPathComponent]) {
        report(message, at: JSONParser.offset(of: path, in: bytes) ?? 0)
    }
}
