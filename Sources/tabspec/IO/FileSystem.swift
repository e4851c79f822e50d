/// The file operations the CLI needs, as ``CLIError``s with the exit codes of cli.md, on the portable system
/// layer of `System/` (no Foundation: it doubles start-up time on Linux).
enum FileSystem {
    /// Inputs larger than this are refused with a clear error instead of exhausting memory.
    static let maximumInputSize = 64 * 1024 * 1024

    /// What a path is (following symbolic links).
    enum Kind {
        case file
        case directory
        case missing
        case other
    }

    static func kind(of path: String) -> Kind {
        guard let status = try? FileStatus(path: path) else { return .missing }
        switch status.kind {
        case .regularFile: return .file
        case .directory: return .directory
        default: return .other
        }
    }

    /// Reads a whole file (or standard input for `-`).
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        let name = path == "-" ? "standard input" : "'\(path)'"
        let bytes: [UInt8]
        do throws(SystemError) {
            bytes = path == "-"
                ? try SystemFile.readBytes(descriptor: SystemFile.standardInput, limit: maximumInputSize + 1)
                : try SystemFile.readBytes(path, limit: maximumInputSize + 1)
        } catch {
            throw .noInput("cannot read \(name): \(error)")
        }
        guard bytes.count <= maximumInputSize else {
            throw .noInput("\(name) is larger than \(maximumInputSize / 1024 / 1024) MB; tabspec reads specs up to that size")
        }
        return bytes
    }

    /// The entries of a directory, sorted by name (byte order), without `.` and `..`.
    static func contents(of directory: String) throws(CLIError) -> [String] {
        do throws(SystemError) {
            return try SystemFile.entries(ofDirectory: directory).sorted(by: inByteOrder)
        } catch {
            throw .noInput("cannot read directory '\(directory)': \(error)")
        }
    }

    /// Whether `first` sorts before `second` by their UTF-8 bytes (the order paths are listed in, the same in
    /// every locale).
    static func inByteOrder(_ first: String, _ second: String) -> Bool {
        first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    /// Joins path components with one `/`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same directory, then `rename`. A failed
    /// or interrupted write leaves no partial file; a path ``checkOutput(_:protecting:)`` refuses is left
    /// untouched.
    ///
    /// An existing file keeps its permissions, and a symbolic link keeps pointing at the file it names (the
    /// link's target is replaced, not the link). A new file gets `0666` minus the umask, as `>` would.
    static func writeAtomically(_ bytes: [UInt8], to requestedPath: String) throws(CLIError) {
        try checkOutput(requestedPath)
        let path = resolvingSymbolicLink(requestedPath)
        let permissions = (try? FileStatus(path: path))?.permissions ?? SystemFile.defaultFilePermissions()
        do throws(SystemError) {
            try AtomicFile.write(bytes, to: path, inDirectory: parentDirectory(of: path), permissions: permissions)
        } catch {
            throw .cannotCreate("cannot write '\(requestedPath)': \(error)")
        }
    }

    /// The file a symbolic link points to (followed to the end), or `path` itself.
    private static func resolvingSymbolicLink(_ path: String) -> String {
        guard (try? FileStatus(linkAt: path))?.kind == .symbolicLink else { return path }
        return SystemFile.resolvedPath(path) ?? path
    }

    /// The directory part of a path (`.` when there is none).
    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }
}
