import Glibc

/// The file operations the CLI needs, on Glibc (no Foundation: it doubles start-up time on Linux).
enum FileSystem {
    /// Inputs larger than this are refused with a clear error instead of exhausting memory.
    static let maximumInputSize = 64 * 1024 * 1024

    /// What a path is.
    enum Kind {
        case file
        case directory
        case missing
        case other
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The current `errno` as text (`No such file or directory`).
    static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// Reads a whole file (or standard input for `-`).
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        if path == "-" { return try readAll(from: STDIN_FILENO, name: "standard input") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .noInput("cannot read '\(path)': \(lastError())") }
        defer { close(descriptor) }
        return try readAll(from: descriptor, name: "'\(path)'")
    }

    private static func readAll(from descriptor: Int32, name: String) throws(CLIError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .noInput("cannot read \(name): \(lastError())")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumInputSize {
                throw .noInput("\(name) is larger than \(maximumInputSize / 1024 / 1024) MB; tabspec reads specs up to that size")
            }
        }
    }

    /// The entries of a directory, sorted by name (byte order), without `.` and `..`.
    static func contents(of directory: String) throws(CLIError) -> [String] {
        guard let handle = opendir(directory) else { throw .noInput("cannot read directory '\(directory)': \(lastError())") }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Joins path components with one `/`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same directory, then `rename`. A failed
    /// write leaves no partial file.
    ///
    /// An existing file keeps its permissions, and a symbolic link keeps pointing at the file it names (the
    /// link's target is replaced, not the link). A new file gets `0666` minus the umask, as `>` would.
    static func writeAtomically(_ bytes: [UInt8], to requestedPath: String) throws(CLIError) {
        let path = resolvingSymbolicLink(requestedPath)
        var mode = defaultFileMode()
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
        let directory = parentDirectory(of: path)
        var template = Array(FileSystem.join(directory, ".tabspec-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw .cannotCreate("cannot write '\(requestedPath)': \(lastError())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                written += count
            }
        }
        fchmod(descriptor, mode)
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw .cannotCreate("cannot write '\(requestedPath)': \(failure)")
        }
    }

    /// The file a symbolic link points to (followed to the end), or `path` itself.
    private static func resolvingSymbolicLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `0666` minus the process umask.
    private static func defaultFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// The directory part of a path (`.` when there is none).
    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// The file name without directories and without its last extension (`Specs/Tab.tabspec` → `Tab`).
    static func baseName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
