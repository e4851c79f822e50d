import TabSpecCore

/// The result of parsing a command's arguments against its ``OptionSpec``s.
struct ParsedArguments {
    var positionals: [String] = []
    /// Every value of each option by primary option name, in the order given.
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// Whether `-h`/`--help` was given.
    var wantsHelp = false

    /// The value of option `name`; a repeated option's last one.
    func value(_ name: String) -> String? { values[name]?.last }
    /// Every value given for option `name`, in order (for repeatable options such as `--catalog`; empty when it
    /// is not given).
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Parses `arguments` (without the command name). `--name=value` and `--name value` both work; `--` ends
    /// options; `-` is a positional (standard input).
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(CLIError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                let spellings = options.flatMap(\.names) + ["--help"]
                throw .usage("unknown option '\(name)'" + Suggestion.phrase(for: name, among: spellings))
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                result.flags.insert(option.primaryName)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("option '\(name)' needs a value \(option.valueName ?? "")")
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                throw .invalidValue(value, for: name, expected: Diagnostic.quotedList(allowed),
                                    suggestions: Suggestion.names(for: value, among: allowed))
            }
            result.values[option.primaryName, default: []].append(value)
        }
        return result
    }
}
