/// How reports that are read by other tools (baselines, SARIF, GitHub annotations) spell a file path: as
/// given, without `./` segments and doubled slashes, so `Specs/A.tabspec` and `./Specs//A.tabspec` match.
enum ReportPath {
    /// `path` with leading and inner `./` segments and repeated `/` removed (`..` is kept).
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = segments.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? path : joined
    }
}
