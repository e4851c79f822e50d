import TabSpecCore

/// `tabspec frames <input>`: the computed geometry of a spec's tab bars (layout.md) as a table, JSON or CSV.
enum FramesCommand: Command {
    static let name = "frames"
    static let help = CommandHelp(
        overview: "Print the computed frames of a spec's tab bars on a device.",
        usage: "tabspec frames <input> [--tabbar <name>] [--tabs <ids>] [--device <slug> | --width <w> --height <h> ...] "
            + "[--landscape] [--rtl] [--ios <version>] [--compatibility] [--sdk <version>] [--snap] [--format table|json|csv] "
            + "[--catalog <file>]... [--language <lang>]",
        arguments: [("<input>", "One spec file; '-' reads standard input.")],
        options: [tabBarOption, EnvironmentOptions.tabsOption] + DeviceOptions.options + [
            snapOption,
            .value("--format", valueName: "<format>", help: "table (default), json or csv.",
                   allowed: FramesEmitter.Format.allCases.map(\.rawValue)),
            LanguageOptions.catalogOption,
            LanguageOptions.languageOption(allowsAll: false),
        ],
        discussion: """
        Item, icon, title and indicator frames are relative to the bar's top-left corner; the bar's shown and
        hidden frames are screen frames. All values are points. A system bar with more tabs than UIKit shows
        lists the visible ones and a More item ("more" in JSON, a 'more' row in the table and CSV). On iOS 26
        and later a system bar on a phone in portrait floats (community-measured geometry, not published by
        Apple): JSON "geometry" is "floating", "platter" the glass capsule ('platter' row in the CSV),
        "searchTab" the search tab's id, "detachedTab" the id in the circle apart (iOS 27: the prominent tab),
        "bar.minimized" the minimized bar and "bar.accessory" a bottom accessory's frames. The SDK decides
        the design (--sdk, JSON "environment.sdk"): bars float from SDK 26, and --compatibility keeps the
        classic bar only with an SDK before 27 (the iOS 27 SDK ignores UIDesignRequiresCompatibility).
        Without --ios, the iOS version modelled is the deploymentTarget of the spec's .tabspec configuration
        file, else 18; without --compatibility and --sdk, its 'app { designRequiresCompatibility: true }' and
        'app { sdk }' set them (the SDK defaults to 27).
        --language LANG lays the titles out as translated in the catalogs (--catalog, else the configuration's
        'catalogs'), a missing translation showing the spec's text, right to left where the language reads so
        (as --rtl); JSON's "environment" then ends with "language" and the table has a 'language' line.
        --tabs a,b,c lays out only those tabs, in that order, as an app that decides at run time shows them
        ('optional: true' tabs): every tab that is not optional must be listed, each id once; a file with
        several tab bars needs --tabbar. Each item's index is then its position in the bar shown, as the
        generated layout(in:tabs:) numbers it; JSON's "environment" ends with "tabs" (the ids shown) and the
        table has a 'tabs' line.
        """,
        exitStatus: [
            (.success, "success"),
            (.failure, "the spec or its configuration file has errors (printed on stderr)"),
            (.usage, "usage error"),
            (.noInput, "the input cannot be read"),
            (.cannotCreate, "standard output cannot be written"),
        ]
    )

    /// `--tabbar NAME`, shared with `render`.
    static let tabBarOption = OptionSpec.value("--tabbar", valueName: "<name>",
                                               help: "Only this tab bar (default: every tab bar in the file).")
    /// `--snap`, shared with `render`.
    static let snapOption = OptionSpec.flag("--snap", help: "Snap every edge to the device's pixel grid.")

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        let format = arguments.value("--format").flatMap(FramesEmitter.Format.init(rawValue:)) ?? .table
        guard let (source, environment) = try input(arguments, command: name, allowsAllLanguages: false, console: console) else {
            return .failure
        }
        let output = try outcome(console: console) { () throws(Compiler.LayoutFailure) in
            try Compiler().frames(source, in: environment, tabBar: arguments.value("--tabbar"), snap: arguments.flag("--snap"),
                                  format: format)
        }
        guard let output else { return .failure }
        console.out(output.text)
        console.summary(LintReport(files: [output.report]),
                        "\(Wording.count(output.frames.tabBars.count, "tab bar")) laid out on \(environment.tabBarEnvironment.summary)")
        return .success
    }

    /// The outcome of laying out the spec, or `nil` after printing its errors and the summary line on stderr.
    static func outcome(console: Console, _ body: () throws(Compiler.LayoutFailure) -> Compiler.Output) throws(CLIError) -> Compiler.Output? {
        do throws(Compiler.LayoutFailure) {
            return try body()
        } catch {
            switch error {
            case let .specErrors(file):
                let report = LintReport(files: [file])
                console.err(XcodeReporter().render(report))
                console.summary(report)
                return nil
            case let .unknownName(message):
                throw .usage(message)
            case let .nothingToDraw(message):
                throw CLIError(code: .failure, message: message)
            }
        }
    }

    /// Reads the one spec input and the environment the options describe (``EnvironmentOptions``: the flags
    /// over the spec's configuration file over the defaults); `nil` after printing the errors of a broken
    /// configuration file.
    ///
    /// Option problems are reported before the input is read.
    static func input(_ arguments: ParsedArguments, command: String, allowsAllLanguages: Bool,
                      console: Console) throws(CLIError) -> (SourceFile, RenderEnvironment)? {
        guard let path = arguments.positionals.first else {
            throw .usage("missing input; give one spec file or '-' for standard input")
        }
        guard arguments.positionals.count == 1 else {
            throw .usage("'\(command)' takes one input, got \(arguments.positionals.count); run it once per spec")
        }
        let flags = try EnvironmentOptions.layoutSettings(arguments, allowsAllLanguages: allowsAllLanguages)
        if path != "-" {
            switch FileSystem.kind(of: path) {
            case .missing: throw .noInput("no such file or directory: '\(path)'")
            case .directory: throw .noInput("'\(path)' is a directory; give one spec file")
            case .file, .other: break
            }
        }
        guard let environment = try EnvironmentOptions.renderEnvironment(flags, forSpec: path, console: console) else { return nil }
        return (SourceFile(path: InputCollector.displayPath(path), bytes: try FileSystem.read(path)), environment)
    }
}

extension TabBarEnvironment {
    /// How the summary line names the environment: `iphone-16, portrait, iOS 18` (`393×852 pt` for an
    /// explicit screen).
    var summary: String {
        let screen = deviceSlug ?? "\(DecimalText.shortest(width))×\(DecimalText.shortest(height)) pt"
        return "\(screen), \(orientation.rawValue), iOS \(iOSVersion)"
    }
}
