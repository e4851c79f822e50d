/// The blocks and keys of a `.tabspec` configuration file (cli.md), as the checker and did-you-mean see them.
enum ConfigurationSchema {
    /// Top-level blocks, in cli.md's order.
    static let blocks = ["lint", "compile", "app"]
    /// Keys of `lint { … }`, in cli.md's order.
    static let lintKeys = ["devices", "orientations", "deploymentTarget", "disable", "error", "warning", "symbols", "build", "catalogs", "languages", "assets"]
    /// Keys of `app { … }` (v1.2; `sdk` v1.3): what the app itself declares.
    static let appKeys = ["designRequiresCompatibility", "sdk"]
    /// Keys of `compile { … }`.
    static let compileKeys = CompileBlock.keys
    /// `lint` keys whose values are a space-separated list (where a stray `,` gets a dedicated message).
    static let listKeys: Set<String> = ["devices", "orientations", "disable", "error", "warning", "symbols", "catalogs", "languages", "assets"]

    /// The keys of a block, by its keyword.
    static func keys(of block: String) -> [String] {
        switch block {
        case "lint": lintKeys
        case "compile": compileKeys
        case "app": appKeys
        default: []
        }
    }

    /// The block a misplaced key belongs to (`accessLevel` → `compile`), for a hint.
    static func owner(ofKey key: String, besides block: String?) -> String? {
        blocks.first { $0 != block && keys(of: $0).contains(key) }
    }
}
