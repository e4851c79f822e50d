import Foundation

/// Paths of the repository and its fixtures, found from this file's location (tests may read `../shared`;
/// the built tool never does).
enum Fixtures {
    /// The package root (the folder holding Package.swift).
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<4 { path = (path as NSString).deletingLastPathComponent }
        return path
    }()

    /// The workplace's `shared` folder (design documents and data the built tool embeds), found from
    /// `TABSPEC_SHARED_DIR`, next to the package (`../shared`, the development checkout) or at `/work/shared`;
    /// `nil` where none exists (the tests comparing embedded data with it are then skipped, and say so).
    static let sharedDirectory: String? = {
        var candidates = [packageRoot + "/../shared", "/work/shared"]
        if let explicit = ProcessInfo.processInfo.environment["TABSPEC_SHARED_DIR"] { candidates.insert(explicit, at: 0) }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/data/devices.tsv") }
    }()

    /// Whether ``sharedDirectory`` was found.
    static var hasSharedData: Bool { sharedDirectory != nil }

    /// `Specs/NAME`.
    static func spec(_ name: String) -> String {
        packageRoot + "/Specs/" + name
    }

    /// The bundled specs, sorted.
    static var bundledSpecs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Specs")) ?? []
        return names.filter { $0.hasSuffix(".tabspec") }.sorted().map(spec)
    }

    /// `Tests/TabSpecCoreTests/NAME`.
    static func testFile(_ name: String) -> String {
        packageRoot + "/Tests/TabSpecCoreTests/" + name
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    static func bytes(_ path: String) -> [UInt8] {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0) } ?? []
    }
}
