import TabSpecCore

/// `tabspec rules [--format table|markdown|json]`: every lint rule with its id, default severity, summary and
/// rationale (Markdown and JSON also carry the examples; docs/Rules.md is the Markdown form).
enum RulesCommand: Command {
    static let name = "rules"
    static let help = CommandHelp(
        overview: "List the lint rules: id, default severity, summary and rationale.",
        usage: "tabspec rules [--format table|markdown|json]",
        arguments: [],
        options: [
            .value("--format", valueName: "<format>",
                   help: "table (default), markdown (as docs/Rules.md, with examples) or json.",
                   allowed: ["table", "markdown", "json"]),
        ],
        exitStatus: [
            (.success, "success"),
            (.usage, "usage error"),
            (.cannotCreate, "standard output cannot be written"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'; 'tabspec rules' takes no inputs")
        }
        switch arguments.value("--format") ?? "table" {
        case "markdown":
            console.out(RuleDocumentation.markdown())
        case "json":
            console.out(RuleDocumentation.json())
        default:
            console.out(RuleDocumentation.table())
        }
        return .success
    }
}
