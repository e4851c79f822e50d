import TabSpecCore

/// Reads the asset catalogs of `--assets` and the configuration's `assets` (the library never reads a file):
/// walks each `.xcassets` folder and hands ``AssetCatalog`` every folder's `Contents.json`; reads the image files
/// `render` draws. Each catalog is read once per run.
///
/// The walk enters the folders ``AssetCatalog/role(ofFolderNamed:)`` says hold images (sorted by name, hidden
/// entries skipped, symbolic links followed); a folder reached twice (a link back up the tree, two links to one
/// folder) is read once, and the second path, an unreadable folder or an unreadable `Contents.json` is a
/// problem of the catalog (`invalid-asset-catalog`), not a failure of the run.
struct AssetLoader {
    /// The catalogs read so far, by the path as opened.
    private var loaded: [String: AssetCatalog] = [:]
    /// Every catalog read, in the order first read.
    private(set) var catalogs: [AssetCatalog] = []

    /// The largest `Contents.json` read (Xcode's are a few hundred bytes).
    static let maximumContentsSize = 4 * 1024 * 1024

    /// A loader that has read nothing yet.
    init() {}

    /// The catalogs at `paths` (each relative to the directory `base` unless absolute; `nil`: as given), each
    /// once. A path that does not exist or is not a folder is exit 66.
    mutating func catalogs(_ paths: [String], relativeTo base: String? = nil) throws(CLIError) -> [AssetCatalog] {
        var result: [AssetCatalog] = []
        for written in paths {
            let path = CatalogLoader.resolved(written, relativeTo: base)
            guard !result.contains(where: { $0.path == path }) else { continue }
            if let known = loaded[path] {
                result.append(known)
                continue
            }
            let catalog = try Self.read(path)
            loaded[path] = catalog
            catalogs.append(catalog)
            result.append(catalog)
        }
        return result
    }

    /// The problems of the catalogs read, one report per broken catalog, in the order read.
    var problemReports: [FileReport] {
        catalogs.compactMap { $0.problem?.fileReport }
    }

    /// Reads the catalog folder at `path`.
    private static func read(_ path: String) throws(CLIError) -> AssetCatalog {
        let status: FileStatus
        do throws(SystemError) {
            status = try FileStatus(path: path)
        } catch let error where error.isNoSuchFile {
            throw .noInput("cannot read asset catalog '\(path)': no such file or directory")
        } catch {
            throw .noInput("cannot read asset catalog '\(path)': \(error)")
        }
        guard status.kind == .directory else {
            throw .noInput("asset catalog '\(path)' is not a folder; give the '.xcassets' folder Xcode shows as the catalog")
        }
        return AssetCatalog(path: path, folders: walk(path, identity: status.identity))
    }

    /// Every folder of the catalog at `root` the library reads, with its `Contents.json`, in walk order.
    private static func walk(_ root: String, identity: FileIdentity) -> [AssetCatalog.Folder] {
        var folders: [AssetCatalog.Folder] = []
        var seen: Set<FileIdentity> = [identity]
        var stack: [(path: String, role: AssetCatalog.FolderRole)] = [("", .group)]
        while let (relative, role) = stack.popLast() {
            let directory = relative.isEmpty ? root : FileSystem.join(root, relative)
            var children: [(path: String, role: AssetCatalog.FolderRole)] = []
            if role == .group {
                let names: [String]
                do throws(SystemError) {
                    names = try SystemFile.entries(ofDirectory: directory).sorted(by: FileSystem.inByteOrder)
                } catch {
                    folders.append(.init(path: relative, contents: .unreadableFolder("\(error)")))
                    continue
                }
                for name in names where !name.hasPrefix(".") {
                    guard let status = try? FileStatus(path: FileSystem.join(directory, name)), status.kind == .directory else { continue }
                    let childRole = AssetCatalog.role(ofFolderNamed: name)
                    guard childRole != .other else { continue }
                    let child = relative.isEmpty ? name : relative + "/" + name
                    guard seen.insert(status.identity).inserted else {
                        folders.append(.init(path: child, contents: .unreadableFolder("it is a link to a folder of the catalog that is read already")))
                        continue
                    }
                    children.append((child, childRole))
                }
            }
            folders.append(.init(path: relative, contents: contents(of: FileSystem.join(directory, "Contents.json"))))
            stack += children.reversed()
        }
        return folders
    }

    /// A folder's `Contents.json` as the library takes it.
    private static func contents(of path: String) -> AssetCatalog.Contents {
        guard let status = try? FileStatus(linkAt: path) else { return .missing }
        // A dangling link is there but cannot be read.
        if status.kind == .symbolicLink, (try? FileStatus(path: path)) == nil { return .unreadable("it is a broken symbolic link") }
        switch bytes(of: path, limit: maximumContentsSize) {
        case let .bytes(bytes): return .file(bytes)
        case let .unreadable(reason): return .unreadable(reason)
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them, or why not (nothing but a regular file
    /// is opened: a FIFO named like an image must not block the run).
    private static func bytes(of path: String, limit: Int) -> AssetImageSource.Read {
        let status: FileStatus
        do throws(SystemError) {
            status = try FileStatus(path: path)
        } catch {
            return .unreadable("\(error)")
        }
        guard status.kind == .regularFile else { return .unreadable("it is not a regular file") }
        do throws(SystemError) {
            let bytes = try SystemFile.readBytes(path, limit: limit + 1)
            guard bytes.count <= limit else {
                return .unreadable("it is larger than \(limit / 1024 / 1024) MB, the most tabspec reads")
            }
            return .bytes(bytes)
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// The image files a picture read: inputs, which its output must not replace.
    final class ReadFiles {
        /// Their paths, in the order read.
        private(set) var paths: [String] = []

        /// Records `path`.
        func record(_ path: String) {
            paths.append(path)
        }
    }

    /// The images of `catalogs` for `render`: each file read when the picture needs it, at most
    /// ``AssetImageSource/maximumImageSize`` bytes, its path recorded in `read`.
    static func imageSource(_ catalogs: [AssetCatalog], recording read: ReadFiles) -> AssetImageSource {
        AssetImageSource(catalogs: catalogs) { catalog, set, file in
            let path = FileSystem.join(FileSystem.join(catalog.path, set.folder), file.filename)
            read.record(path)
            return bytes(of: path, limit: AssetImageSource.maximumImageSize)
        }
    }
}
