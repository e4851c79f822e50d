/// The asset catalogs `render` draws tabs' images from, and how the files it picks are read: the library never
/// touches a file, so the command line passes the catalogs it read and a function that reads one file of a set
/// (at most ``maximumImageSize`` bytes).
package struct AssetImageSource {
    /// What reading one image file gave.
    package enum Read: Sendable, Hashable {
        /// The file's bytes.
        case bytes([UInt8])
        /// Why it could not be read (`permission denied`, `it is larger than 8 MB, …`).
        case unreadable(String)
    }

    /// The largest image file `render` embeds: an icon is a few kilobytes; a larger file is drawn as the
    /// labelled box, with a note, instead of being read into memory.
    package static let maximumImageSize = 8 * 1024 * 1024

    /// The catalogs, in the order given: a name is looked up in each in turn.
    package var catalogs: [AssetCatalog]
    /// Reads `file` of `set` in `catalog`.
    package var read: (_ catalog: AssetCatalog, _ set: AssetSet, _ file: AssetFile) -> Read

    /// The images of `catalogs`, read with `read`.
    package init(catalogs: [AssetCatalog], read: @escaping (_ catalog: AssetCatalog, _ set: AssetSet, _ file: AssetFile) -> Read) {
        self.catalogs = catalogs
        self.read = read
    }

    /// The first catalog with a set named `name`, and the set.
    func set(named name: String) -> (catalog: AssetCatalog, set: AssetSet)? {
        for catalog in catalogs {
            if let set = catalog.set(named: name) { return (catalog, set) }
        }
        return nil
    }
}
