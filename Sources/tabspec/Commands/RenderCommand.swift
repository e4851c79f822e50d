import TabSpecCore

/// `tabspec render <input> -o FILE.svg`: an SVG picture of the bar as a user sees it (`--annotate`: with the
/// layout diagram over it).
enum RenderCommand: Command {
    static let name = "render"
    static let help = CommandHelp(
        overview: "Draw a spec's tab bar as a user sees it on a device, as SVG.",
        usage: "tabspec render <input> [--tabbar <name>] [--tabs <ids>] [device options] [--selected <id>] "
            + "[--appearance light|dark|both] [--theme <name>|all] [--badge <id>=<text>]... [--annotate] [--minimized] [--catalog <file>]... "
            + "[--language <lang>|all] [--assets <folder>]... -o <file.svg>",
        arguments: [("<input>", "One spec file; '-' reads standard input.")],
        options: [
            .value("--output", "-o", valueName: "<file>", help: "The SVG file to write ('-' writes to standard output)."),
            FramesCommand.tabBarOption,
            EnvironmentOptions.tabsOption,
            .value("--selected", valueName: "<id>", help: "The tab drawn as selected, with the indicator (default: the initial tab)."),
            .value("--appearance", valueName: "<appearance>", help: "light (default), dark, or both side by side.",
                   allowed: ["light", "dark", "both"]),
            .value("--theme", valueName: "<name>", help: "Draw the bar in this theme of the spec ('theme NAME { … }'), or 'all': "
                   + "one panel per theme, the bar's own colors (the default theme) first."),
            .value("--badge", valueName: "<id>=<text>", help: "Draw a badge on tab <id>: a number ('99+' above 99), 'dot', or a short "
                   + "text; repeatable."),
            .flag("--annotate", help: "Draw the layout diagram over the bar: dashed item and icon frames, the safe-area insets."),
            .flag("--minimized", help: "Draw a floating bar minimized: the selected tab in the 48 pt circle, a bottom accessory beside it."),
        ] + DeviceOptions.options + [FramesCommand.snapOption, LanguageOptions.catalogOption, LanguageOptions.languageOption(allowsAll: true),
                                     AssetOptions.assetsOption],
        discussion: """
        The picture shows the lower part of the screen as a user sees it: the bar and 44 pt above it over
        placeholder content, the bar's material (its barTintColor; a hairline on a system bar's top edge; the
        glass of the floating iOS 26 bar), the icons, the titles in the title font (cut with '…' where they do
        not fit, as UIKit cuts them), the indicator under the selected tab and the home indicator; over a
        floating bar, the bottom accessory of a spec with 'bottomAccessory: true' (<rect data-accessory>).
        --minimized draws a floating bar minimized: the selected tab in the 48 pt circle
        (<rect data-minimized="ID">) and the accessory inline beside it; the bar's group stays in the file,
        hidden (display="none"), so its data-tab frames can still be read. SF Symbols
        may not be redistributed, so icons are drawn with stand-ins from Bootstrap Icons chosen by meaning
        (house, magnifyingglass, gearshape, person, bell and about 300 more, with their .fill variants), and
        a line under the panel says they are approximated; a symbol without a stand-in is drawn as a box
        labelled with its name. --annotate adds the layout diagram: dashed item frames and icon boxes, the
        safe-area insets as labelled strips, the floating bar's label.
        In both, each item frame is a <rect data-tab="ID"> holding the bar-relative frame, inside a <g>
        translated to the bar's screen position; a More item is a <rect data-more="ID ID"> naming the tabs
        behind it; each icon is a <use data-symbol="NAME"> (or a <rect data-symbol="NAME">). Where UIKit puts
        icon and title side by side (not modelled) they are drawn approximately, marked
        data-approximate="inline". Without --ios, the iOS version modelled is the deploymentTarget of the
        spec's .tabspec configuration file, else 18; without --compatibility and --sdk, its
        'app { designRequiresCompatibility: true }' and 'app { sdk }' set them (the SDK defaults to 27, which
        ignores UIDesignRequiresCompatibility: use --sdk 26 to draw an app that keeps the classic bar).
        --language LANG draws the titles as translated in the catalogs (--catalog, else the configuration's
        'catalogs'), right to left where the language reads so; --language all draws one panel per language of
        the catalogs, the source language first, each labelled with its language and wrapped in
        <g data-language="LANG">, so a reviewer sees every translation on the device at once.
        --tabs a,b,c draws only those tabs, in that order, as an app that decides at run time shows them
        ('optional: true' tabs), in every panel: every tab that is not optional must be listed, each id once;
        a file with several tab bars needs --tabbar; --selected must be one of them.
        --theme NAME draws the bar in that theme's colors (every drawn bar must have it; a name it lacks is a
        usage error with did-you-mean); --theme all draws one panel per theme, the bar's own colors first
        (labelled 'default'), each labelled with its theme and wrapped in <g data-theme="NAME">. --badge
        ID=TEXT draws a badge on that tab as TabBadge shows it (a number, '99+' above 99; 'dot' for a dot;
        any other text as it is), in the spec's 'badge { color textColor font }' or UIKit's white regular
        13 pt on systemRed, each a <g data-badge="ID">; its place and width are an estimate (UIKit publishes
        no badge geometry). Where a system bar is drawn classic, its 'classic { }' keys replace the bar's own
        (its material, translucency and hairline; 'shadowColor: clear' hides the hairline).
        --assets FOLDER (else the configuration's 'assets') draws each tab's 'image' ('selectedImage' on the
        selected tab) from the asset catalog: the PNG or JPEG for the device's scale (else the nearest), its
        idiom (else universal) and the panel's appearance (a dark variant in dark), embedded as a data: URI in
        an <image data-image="NAME" data-file="FILE"> scaled into the icon box; 'imageRendering: template'
        (the default) fills its shape with the item's tint, 'original' draws it as it is. A PDF or SVG image,
        a custom symbol (.symbolset), a file larger than 8 MB or a name the catalogs lack is drawn as a box
        labelled with the image's name (<rect data-image="NAME">), and a line under the panel says why; so is
        every image without a catalog. A malformed catalog prints its invalid-asset-catalog error and stops
        the run.
        """,
        exitStatus: [
            (.success, "success"),
            (.failure, "the spec, its configuration file or an asset catalog has errors, or no tab bar"),
            (.usage, "usage error"),
            (.noInput, "the input or an asset catalog folder cannot be read"),
            (.cannotCreate, "the output cannot be written: it is the input, a directory, a FIFO or a device, or read-only; or standard output failed (-o -)"),
        ]
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
        guard let (source, environment) = try FramesCommand.input(arguments, command: name, allowsAllLanguages: true, console: console),
              let catalogs = try AssetOptions.catalogs(arguments, forSpec: arguments.positionals[0], console: console)
        else { return .failure }
        var badges: [(id: String, text: String)] = []
        for written in arguments.allValues("--badge") {
            guard let equals = written.firstIndex(of: "="), equals != written.startIndex else {
                throw .usage("invalid value '\(written)' for '--badge'; expected '<id>=<text>', as in 'inbox=3'")
            }
            badges.append((String(written[..<equals]), String(written[written.index(after: equals)...])))
        }
        let imageFiles = AssetLoader.ReadFiles()
        let picture = try FramesCommand.outcome(console: console) { () throws(Compiler.LayoutFailure) in
            try Compiler().render(source, in: environment, tabBar: arguments.value("--tabbar"), snap: arguments.flag("--snap"),
                                  appearances: appearances, selectedTab: arguments.value("--selected"),
                                  annotate: arguments.flag("--annotate"), minimized: arguments.flag("--minimized"),
                                  images: catalogs.isEmpty ? nil : AssetLoader.imageSource(catalogs, recording: imageFiles),
                                  theme: arguments.value("--theme"), badges: badges)
        }
        guard let picture else { return .failure }
        if output == "-" {
            console.out(picture.text)
        } else {
            try FileSystem.checkOutput(output, protecting: InputFiles(arguments.positionals + environment.localizations.sources.map(\.path)
                + imageFiles.paths))
            try FileSystem.writeAtomically(Array(picture.text.utf8), to: output)
        }
        let target = output == "-" ? "standard output" : "'\(output)'"
        console.summary(LintReport(files: [picture.report]),
                        "\(Wording.count(picture.frames.tabBars.count, "tab bar")) drawn on \(environment.tabBarEnvironment.summary) to \(target)")
        return .success
    }
}
