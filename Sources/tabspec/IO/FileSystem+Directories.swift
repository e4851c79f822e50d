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
        do throws(SystemError) {
            try SystemFile.createDirectory(path, permissions: 0o755)
        } catch let error where error.isAlreadyExisting {
            return
        } catch {
            throw .cannotCreate("cannot create directory '\(path)': \(error)")
        }
    }

    /// The file's bytes, or `nil` when it is not a regular file (nothing else is opened) or cannot be read.
    static func existingBytes(_ path: String) -> [UInt8]? {
        guard kind(of: path) == .file else { return nil }
        return try? read(path)
    }
}
