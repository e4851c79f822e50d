/// One command-line option: its spellings, whether it takes a value, and its help text.
struct OptionSpec {
    /// Spellings, the long one first (`--output`, `-o`); the first is the key in ``ParsedArguments``.
    var names: [String]
    /// The value's placeholder (`<dir>`), or `nil` for a flag.
    var valueName: String?
    var help: String
    /// When set, the value must be one of these (did-you-mean otherwise).
    var allowedValues: [String]?

    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, help: help, allowedValues: nil)
    }

    static func value(_ names: String..., valueName: String, help: String, allowed: [String]? = nil) -> OptionSpec {
        OptionSpec(names: names, valueName: valueName, help: help, allowedValues: allowed)
    }

    var primaryName: String { names[0] }
}

/// The help of one command, printed in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS layout of cli.md, then
/// the discussion, then EXIT STATUS: every command's help has these sections, in this order.
struct CommandHelp {
    var overview: String
    var usage: String
    var arguments: [(name: String, help: String)]
    var options: [OptionSpec]
    /// Extra paragraphs after the options (examples, notes).
    var discussion: String?
    /// Every exit code the command may end with and what it means, in increasing order.
    var exitStatus: [(code: ExitCode, meaning: String)]

    /// The rendered help text, ending with a newline.
    var text: String {
        var output = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n\nARGUMENTS:\n"
        if arguments.isEmpty { output += "  (none)\n" }
        for argument in arguments { output += CommandHelp.row(argument.name, argument.help) }
        output += "\nOPTIONS:\n"
        for option in options {
            let spelling = option.names.reversed().joined(separator: ", ") + (option.valueName.map { " \($0)" } ?? "")
            output += CommandHelp.row(spelling, option.help)
        }
        output += CommandHelp.row("-h, --help", "Show help information.")
        if let discussion { output += "\n" + discussion + "\n" }
        output += "\nEXIT STATUS:\n"
        for (code, meaning) in exitStatus { output += CommandHelp.row(String(code.rawValue), meaning, width: 8) }
        return output
    }

    /// `  name                    help`: the help after a label padded to `width` columns (on the next line when
    /// the label is wider).
    static func row(_ label: String, _ help: String, width: Int = 28) -> String {
        let padded = "  " + label
        if padded.count + 1 >= width {
            return padded + "\n" + String(repeating: " ", count: width) + help + "\n"
        }
        return padded + String(repeating: " ", count: width - padded.count) + help + "\n"
    }
}
