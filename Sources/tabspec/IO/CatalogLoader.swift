import TabSpecCore

/// Reads the String Catalogs of `--catalog` and the configuration's `catalogs` into ``Localizations`` (the
/// library never reads a file): a `.xcstrings` file, or a folder whose `<language>.lproj/<table>.strings`
/// files are the tables (one source per table name, sorted). Each path is read once per run.
struct CatalogLoader {
    /// The sources read so far, by the path as opened.
    private var loaded: [String: [Localizations.Source]] = [:]

    /// A loader that has read nothing yet.
    init() {}

    /// The catalogs at `paths` (each relative to `base`, a directory, unless absolute; `nil`: as given). A path
    /// that cannot be read, or a folder without `.lproj` tables, is exit 66; a malformed catalog prints its
    /// diagnostic (path:line:column, with an excerpt) on standard error and is exit 1.
    mutating func localizations(_ paths: [String], relativeTo base: String? = nil, console: Console) throws(CLIError) -> Localizations {
        var sources: [Localizations.Source] = []
        for written in paths {
            let path = Self.resolved(written, relativeTo: base)
            if let known = loaded[path] {
                sources += known
                continue
            }
            let read = try Self.read(path, console: console)
            loaded[path] = read
            sources += read
        }
        return Localizations(sources)
    }

    /// `path` relative to the directory `base` (`nil` or `.`: as written; an absolute path stays).
    static func resolved(_ path: String, relativeTo base: String?) -> String {
        guard let base, base != ".", !path.hasPrefix("/") else { return path }
        return FileSystem.join(base, path)
    }

    /// The sources of one path: a catalog, or the tables of a folder.
    private static func read(_ path: String, console: Console) throws(CLIError) -> [Localizations.Source] {
        switch FileSystem.kind(of: path) {
        case .directory:
            return try tables(in: path, console: console)
        case .missing:
            throw .noInput("cannot read catalog '\(path)': no such file or directory")
        case .file, .other:
            let bytes = try FileSystem.read(path)
            do throws(CatalogError) {
                return [Localizations.Source(path: path, source: .catalog(try StringCatalog(parsing: bytes, path: path)))]
            } catch {
                throw failure(error, path: path, console: console)
            }
        }
    }

    /// The `.strings` tables of `folder`'s `.lproj` folders, one source per table name (sorted by name).
    private static func tables(in folder: String, console: Console) throws(CLIError) -> [Localizations.Source] {
        var files: [(path: String, bytes: [UInt8])] = []
        var tableNames: [String] = []
        for entry in try FileSystem.contents(of: folder) where entry.hasSuffix(".lproj") {
            let lproj = FileSystem.join(folder, entry)
            guard FileSystem.kind(of: lproj) == .directory else { continue }
            for name in try FileSystem.contents(of: lproj) where name.hasSuffix(".strings") {
                let file = FileSystem.join(lproj, name)
                files.append((file, try FileSystem.read(file)))
                let table = String(name.dropLast(".strings".count))
                if !tableNames.contains(table) { tableNames.append(table) }
            }
        }
        guard !tableNames.isEmpty else {
            throw .noInput("catalog folder '\(folder)' has no '<language>.lproj/<table>.strings' file")
        }
        var sources: [Localizations.Source] = []
        for table in tableNames.sorted(by: FileSystem.inByteOrder) {
            do throws(CatalogError) {
                sources.append(Localizations.Source(path: FileSystem.join(folder, table + ".strings"),
                                                    source: try LocalizationSource(lprojFiles: files, table: table)))
            } catch {
                throw failure(error, path: folder, console: console)
            }
        }
        return sources
    }

    /// Prints a malformed catalog's diagnostic with its excerpt and returns the exit-1 error of the run.
    private static func failure(_ error: CatalogError, path: String, console: Console) -> CLIError {
        let reporter = HumanReporter(colors: console.stderrIsTerminal && console.colorAllowed)
        console.err(reporter.render(LintReport(files: [error.fileReport])))
        return CLIError(code: .failure, message: "catalog '\(path)' has an error; nothing was checked")
    }
}
