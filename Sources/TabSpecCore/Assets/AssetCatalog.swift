/// An Xcode asset catalog (a folder `NAME.xcassets`) as tabspec reads it: the images (`.imageset`) and custom
/// symbols (`.symbolset`) a tab's `image` or `selectedImage` may name, and the files of each (apps.md, Icons
/// from the app).
///
/// The library never touches a file: the command line walks the folder (``role(ofFolderNamed:)`` says which
/// folders it enters) and hands over each folder's `Contents.json` (``Folder``); `render` reads the image files it
/// needs through the command line too. Names follow Xcode: a set `NAME.imageset` is the image `NAME`, and a
/// folder whose `Contents.json` says `"properties" : { "provides-namespace" : true }` prefixes the names inside
/// it with `FOLDER/` (`Tabs/home`). Other sets (`.colorset`, `.appiconset`, `.dataset`, …) are not images and are
/// not read.
///
/// A malformed catalog is one `invalid-asset-catalog` diagnostic (``problem``: the first problem in path order,
/// with the number of others), never a failure of the run: every name the catalog's readable folders give is
/// still known, including the name of a set whose own `Contents.json` is broken (only its files are unknown).
package struct AssetCatalog: Sendable, Hashable {
    /// One folder of the catalog as the command line found it: its path inside the catalog and its
    /// `Contents.json`.
    package struct Folder: Sendable, Hashable {
        /// The folder's path inside the catalog, `/`-separated (`Tabs/home.imageset`); `""` for the catalog
        /// itself.
        package var path: String
        /// Its `Contents.json`.
        package var contents: Contents

        /// The folder at `path` (inside the catalog) with `contents`.
        package init(path: String, contents: Contents) {
            self.path = path
            self.contents = contents
        }
    }

    /// A folder's `Contents.json` as the command line found it.
    package enum Contents: Sendable, Hashable {
        /// The file's bytes.
        case file([UInt8])
        /// The folder has no `Contents.json`.
        case missing
        /// The `Contents.json` exists but cannot be read: why (`permission denied`).
        case unreadable(String)
        /// The folder itself cannot be listed (or is a link back to a folder of the catalog): why.
        case unreadableFolder(String)
    }

    /// What a folder of a catalog is, by its name: which folders the command line enters and reads.
    package enum FolderRole: Sendable, Hashable {
        /// A group folder (or a sprite atlas): its `Contents.json` may provide a namespace; the folders inside
        /// are read too.
        case group
        /// `NAME.imageset`: an image; its `Contents.json` is read, nothing inside is entered.
        case imageSet
        /// `NAME.symbolset`: a custom symbol; its `Contents.json` is read, nothing inside is entered.
        case symbolSet
        /// Another kind of set (`.colorset`, `.appiconset`, `.dataset`, `.imagestack`, …): not an image, not read.
        case other
    }

    /// The catalog's path as the user gave it (the `--assets` value, or the configuration's path resolved
    /// against its folder).
    package let path: String
    /// The images and custom symbols, by folder path (byte order).
    package let sets: [AssetSet]
    /// The first problem found (in folder path order), as an `invalid-asset-catalog` diagnostic in the file it
    /// is about; `nil` for a well-formed catalog.
    package let problem: CatalogError?
    /// The index of each name in ``sets`` (the first set of a name, when two folders give the same one).
    private let index: [String: Int]

    /// A catalog at `path` with `sets` (their names unique) and `problem`.
    init(path: String, sets: [AssetSet], problem: CatalogError?) {
        self.path = path
        self.sets = sets
        self.problem = problem
        var index: [String: Int] = [:]
        for (position, set) in sets.enumerated() where index[set.name] == nil {
            index[set.name] = position
        }
        self.index = index
    }

    /// The image or custom symbol named `name` (exactly, namespace included), if the catalog has one.
    package func set(named name: String) -> AssetSet? {
        index[name].map { sets[$0] }
    }

    /// The names of the catalog's images and custom symbols, in folder order.
    package var names: [String] { sets.map(\.name) }

    /// What the folder named `name` is (by its extension; Xcode's set folders are `NAME.KIND`).
    package static func role(ofFolderNamed name: String) -> FolderRole {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .group }
        let kind = name[name.index(after: dot)...]
        switch kind {
        case "imageset": return .imageSet
        case "symbolset": return .symbolSet
        case "spriteatlas": return .group
        default:
            return kind.hasSuffix("set") || otherKinds.contains(String(kind)) ? .other : .group
        }
    }

    /// The folder kinds of asset catalogs besides `*set` folders that hold no images a tab can name.
    static let otherKinds: Set<String> = [
        "appicon", "arreferenceimage", "arreferenceobject", "arresourcegroup", "brandassets", "gcdashboardimage",
        "gcleaderboard", "imagestack", "imagestacklayer", "launchimage", "solidimagestack", "solidimagestacklayer",
        "sticker", "stickerpack", "stickersequence",
    ]

    /// Two catalogs are equal when they have the same path, sets and problem (its file, place and message).
    package static func == (lhs: AssetCatalog, rhs: AssetCatalog) -> Bool {
        lhs.path == rhs.path && lhs.sets == rhs.sets && lhs.problem?.description == rhs.problem?.description
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(sets)
        hasher.combine(problem?.description)
    }
}
