import TabSpecCore

/// `tabspec render <input> -o FILE.svg`: an SVG picture of the bar as laid out.
enum RenderCommand: Command {
    static let name = "render"
    static let help = CommandHelp(
        overview: "Draw a spec's tab bar as laid out on a device, as SVG.",
        usage: "tabspec render <input> [--tabbar <name>] [device options] [--selected <id>] "
            + "[--appearance light|dark|both] -o <file.svg>",
        arguments: [("<input>", "One spec file; '-' reads standard input.")],
        options: [
            .value("--output", "-o", valueName: "<file>", help: "The SVG file to write ('-' writes to standard output)."),
            FramesCommand.tabBarOption,
            .value("--selected", valueName: "<id>", help: "The tab drawn as selected, with the indicator (default: the initial tab)."),
            .value("--appearance", valueName: "<appearance>", help: "light (default), dark, or both side by side.",
                   allowed: ["light", "dark", "both"]),
        ] + DeviceOptions.options + [FramesCommand.snapOption],
        discussion: """
        Each item frame is a <rect data-tab="ID"> holding the bar-relative frame, inside a <g> translated to the
        bar's screen position; a More item is a <rect data-more="ID ID"> naming the tabs behind it. The picture
        shows the lower part of the screen: the bar and 44 pt above it. Titles that do not fit are cut with '…';
        where UIKit puts icon and title side by side (not modelled) they are drawn approximately, marked
        data-approximate="inline". Without --ios, the iOS version modelled is the deploymentTarget of the
        spec's .tabspec configuration file, else 18.

        EXIT STATUS:
          0 success · 1 the spec or its configuration file has errors, or no tab bar · 64 usage error
          · 66 the input cannot be read
          73 the output cannot be written: it is the input, a directory, a FIFO or a device, or read-only;
             or standard output failed (-o -)
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard let output = arguments.value("--output") else {
            throw .usage("missing output; give the SVG file to write with '-o <file.svg>'")
        }
        let appearances: [SVGRenderer.Appearance]
        switch arguments.value("--appearance") {
        case "dark": appearances = [.dark]
        case "both": appearances = [.light, .dark]
        default: appearances = [.light]
        }
        guard let report = try FramesCommand.laidOutSpec(arguments, command: name, console: console) else { return .failure }
        guard !report.tabBars.isEmpty else {
            throw CLIError(code: .failure, message: "'\(report.file)' defines no tab bar to render")
        }
        let selected = arguments.value("--selected")
        if let selected {
            for tabBar in report.tabBars where tabBar.index(ofTab: selected) == nil {
                let ids = tabBar.configuration.items.map(\.id)
                throw .usage("no tab '\(selected)' in tab bar '\(tabBar.name)'"
                    + Suggestion.phrase(for: selected, among: ids, otherwise: "; its tabs are \(Diagnostic.quotedList(ids, conjunction: "and"))"))
            }
        }
        let svg = SVGRenderer(appearances: appearances, selectedTab: selected).render(report)
        if output == "-" {
            console.out(svg)
        } else {
            try FileSystem.checkOutput(output, protecting: InputFiles(arguments.positionals))
            try FileSystem.writeAtomically(Array(svg.utf8), to: output)
        }
        return .success
    }
}
