import TabSpecCore

/// `tabspec devices`: the device catalog frames, render and lint use.
enum DevicesCommand: Command {
    static let name = "devices"
    static let help = CommandHelp(
        overview: "List the device catalog.",
        usage: "tabspec devices [--format table|json]",
        arguments: [],
        options: [
            .value("--format", valueName: "<format>", help: "table (default) or json.",
                   allowed: DeviceCatalogEmitter.Format.allCases.map(\.rawValue)),
        ],
        discussion: """
        Sizes are portrait points; landscape swaps width and height. Pass a slug to --device of frames and render.
        """,
        exitStatus: [
            (.success, "success"),
            (.usage, "usage error"),
            (.cannotCreate, "standard output cannot be written"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw .usage("'devices' takes no inputs, got '\(arguments.positionals[0])'")
        }
        let format = arguments.value("--format").flatMap(DeviceCatalogEmitter.Format.init(rawValue:)) ?? .table
        console.out(DeviceCatalogEmitter.render(format: format))
        return .success
    }
}
