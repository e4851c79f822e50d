import Glibc

extension FileSystem {
    /// Creates `path` and any missing parents (`mkdir -p`); an existing directory is fine.
    static func createDirectory(_ path: String) throws(CLIError) {
        switch kind(of: path) {
        case .directory: return
        case .missing: break
        default: throw .cannotCreate("cannot create directory '\(path)': a file with that name exists")
        }
        let parent = parentDirectory(of: path)
        if parent != path, parent != "." { try createDirectory(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw .cannotCreate("cannot create directory '\(path)': \(lastError())")
        }
    }

    /// The file's bytes, or `nil` when it does not exist or cannot be read.
    static func existingBytes(_ path: String) -> [UInt8]? {
        guard kind(of: path) == .file else { return nil }
        return try? read(path)
    }
}
