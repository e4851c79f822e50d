import TabSpecCore

/// `tabspec frames <input>`: the computed geometry of a spec's tab bars (layout.md) as a table, JSON or CSV.
enum FramesCommand: Command {
    static let name = "frames"
    static let help = CommandHelp(
        overview: "Print the computed frames of a spec's tab bars on a device.",
        usage: "tabspec frames <input> [--tabbar <name>] [--device <slug> | --width <w> --height <h> ...] "
            + "[--landscape] [--rtl] [--ios <version>] [--snap] [--format table|json|csv]",
        arguments: [("<input>", "One spec file; '-' reads standard input.")],
        options: [tabBarOption] + DeviceOptions.options + [
            snapOption,
            .value("--format", valueName: "<format>", help: "table (default), json or csv.",
                   allowed: FramesEmitter.Format.allCases.map(\.rawValue)),
        ],
        discussion: """
        Item, icon, title and indicator frames are relative to the bar's top-left corner; the bar's shown and
        hidden frames are screen frames. All values are points. A system bar with more tabs than UIKit shows
        lists the visible ones and a More item ("more" in JSON, a 'more' row in the table and CSV).
        Without --ios, the iOS version modelled is the deploymentTarget of the spec's .tabspec configuration
        file, else 18.

        EXIT STATUS:
          0 success · 1 the spec or its configuration file has errors (printed on stderr) · 64 usage error
          · 66 the input cannot be read · 73 standard output cannot be written
        """
    )

    /// `--tabbar NAME`, shared with `render`.
    static let tabBarOption = OptionSpec.value("--tabbar", valueName: "<name>",
                                               help: "Only this tab bar (default: every tab bar in the file).")
    /// `--snap`, shared with `render`.
    static let snapOption = OptionSpec.flag("--snap", help: "Snap every edge to the device's pixel grid.")

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        let format = arguments.value("--format").flatMap(FramesEmitter.Format.init(rawValue:)) ?? .table
        guard let report = try laidOutSpec(arguments, command: name, console: console) else { return .failure }
        console.out(FramesEmitter.render(report, format: format))
        return .success
    }

    /// The iOS version modelled without `--ios`: the `deploymentTarget` of the spec's configuration file (found
    /// as `lint` finds it), else 18; `nil` after printing the errors of a broken configuration file.
    static func configuredIOSVersion(forSpec path: String, console: Console) throws(CLIError) -> IOSVersion? {
        var discovery = ConfigDiscovery(explicitPath: nil)
        guard let configurations = try discovery.configurations(for: [path], console: console) else { return nil }
        return configurations[path]?.lint.deploymentTarget ?? TabBarEnvironment.defaultIOSVersion
    }

    /// Reads the one spec input, lays out its tab bars (or `--tabbar`'s) in the environment the device
    /// options describe, and returns them; `nil` after printing the spec's language errors on stderr.
    ///
    /// Option problems are reported before the input is read.
    static func laidOutSpec(_ arguments: ParsedArguments, command: String, console: Console) throws(CLIError) -> FramesReport? {
        guard let path = arguments.positionals.first else {
            throw .usage("missing input; give one spec file or '-' for standard input")
        }
        guard arguments.positionals.count == 1 else {
            throw .usage("'\(command)' takes one input, got \(arguments.positionals.count); run it once per spec")
        }
        let explicitIOSVersion = try DeviceOptions.iOSVersion(from: arguments)
        // Checks every device option before any file is read (the version only picks insets and notes).
        _ = try DeviceOptions.environment(from: arguments, iOSVersion: explicitIOSVersion ?? TabBarEnvironment.defaultIOSVersion)
        if path != "-" {
            switch FileSystem.kind(of: path) {
            case .missing: throw .noInput("no such file or directory: '\(path)'")
            case .directory: throw .noInput("'\(path)' is a directory; give one spec file")
            case .file, .other: break
            }
        }
        let iOSVersion: IOSVersion
        if let explicitIOSVersion {
            iOSVersion = explicitIOSVersion
        } else {
            guard let configured = try configuredIOSVersion(forSpec: path, console: console) else { return nil }
            iOSVersion = configured
        }
        let environment = try DeviceOptions.environment(from: arguments, iOSVersion: iOSVersion)
        let displayPath = InputCollector.displayPath(path)
        let document = SpecDocument(source: SourceFile(path: displayPath, bytes: try FileSystem.read(path)))
        if document.hasErrors {
            console.err(XcodeReporter().render(LintReport(files: [FileReport(source: document.source, diagnostics: document.diagnostics)])))
            return nil
        }
        var tabBars = document.tabBars
        if let name = arguments.value("--tabbar") {
            tabBars = tabBars.filter { $0.name == name }
            if tabBars.isEmpty {
                let names = document.tabBars.map(\.name)
                let suggestions = EditDistance.suggestions(for: name, among: names)
                let hint = suggestions.isEmpty
                    ? (names.isEmpty ? "; it defines no tab bars" : "; it defines \(names.map { "'\($0)'" }.joined(separator: ", "))")
                    : "; did you mean '\(suggestions[0])'?"
                throw .usage("no tab bar '\(name)' in '\(displayPath)'\(hint)")
            }
        }
        return FramesReport(file: displayPath, tabBars: tabBars, environment: environment, snap: arguments.flag("--snap"))
    }
}
