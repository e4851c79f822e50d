/// One timed piece of work of the benchmark.
enum Stage: String, CaseIterable {
    case source
    case lex
    case parse
    case check
    case analysis
    case rulesOne = "rules-1"
    case rulesMatrix = "rules-matrix"
    case emit
    case lintOne = "lint-1"
    case lintMatrix = "lint-matrix"
    case compile
    case jsonPretty = "json-pretty"
    case jsonCompact = "json-compact"

    /// What the stage measures, for the legend.
    var legend: String {
        switch self {
        case .source: "SourceFile(path:bytes:): the line table"
        case .lex: "the lexer alone: the whole file into a flat token buffer (comments too)"
        case .parse: "lex + parse → the file's flat syntax tree (what every consumer reads)"
        case .check: "the check stage alone over that tree → [TabBarSpec]"
        case .analysis: "SpecDocument(source:) from bytes: source + lex + parse + check, each once"
        case .rulesOne: "Linter(devices: [iphone-16], [.portrait]).lint(document) alone"
        case .rulesMatrix: "Linter() (every device, both orientations).lint(document) alone"
        case .emit: "SwiftEmitter.utf8(document) alone: the generated Swift as bytes"
        case .lintOne: "analysis + rules-1: what 'tabspec lint' does for one device"
        case .lintMatrix: "analysis + rules-matrix: what 'tabspec lint' does by default"
        case .compile: "analysis + emit: what 'tabspec compile' does"
        case .jsonPretty: "JSONDecoder: the same content as pretty JSON → Codable structs"
        case .jsonCompact: "JSONDecoder: the same content as compact JSON → Codable structs"
        }
    }

    /// Whether the stage reads the JSON (its MB/s counts JSON bytes).
    var readsJSON: Bool { self == .jsonPretty || self == .jsonCompact }
}
