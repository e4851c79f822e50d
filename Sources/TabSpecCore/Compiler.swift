/// The tabspec compiler: what each `tabspec` command does, as one call per input, over one pipeline.
///
/// ```
/// bytes ─▶ SourceFile ─▶ tokens ─▶ syntax tree ─▶ check ─▶ model ([TabBarSpec])     Source/ Syntax/ Semantics/
///                                       │                     │
///                                       │                     ├─▶ lint: rules × devices ─▶ LintReport   Lint/
///                                       │                     │        └─▶ reporters (human, xcode, …)   Reporting/
///                                       │                     ├─▶ compile: generated Swift               Output/Swift/
///                                       │                     ├─▶ frames: table, JSON, CSV               Output/Frames/
///                                       │                     └─▶ render: SVG                            Output/SVG/
///                                       └─▶ format: the canonical text, comments kept                    Formatting/
/// ```
/// 1. ``analyze(_:keeping:)`` reads a spec once: the tokens carry their values, the parser builds one flat syntax
///    tree, the check stage walks it once into the model (``SpecDocument``). Every stage reports diagnostics
///    and keeps going. The document keeps only the part of the tree its command reads (`compile`, `frames`
///    and `render` none, `lint` the comments unless a baseline or SARIF reads fingerprints), so the tree and
///    the tokens are freed before the next stage.
/// 2. The commands' stages read that one document: ``lint(_:baseline:fingerprints:)``, ``compile(_:accessLevel:configured:)``,
///    ``frames(_:in:tabBar:snap:format:)``, ``render(_:in:tabBar:snap:appearances:selectedTab:annotate:)`` and
///    ``format(_:)``. `frames` and `render` lay out in one ``RenderEnvironment`` (the screen, iOS version, design,
///    tabs shown and languages), resolved from the flags, the configuration file and the defaults in one place.
///
/// The compiler never prints and never touches a file: the command line reads the inputs, finds the
/// configuration files, writes the results and turns the outcomes into exit codes.
package struct Compiler: Sendable {
    /// A compiler (it keeps no state between calls).
    package init() {}

    /// Lexes, parses and checks a spec: its tab bars, its `compile` block and its language errors, keeping
    /// `retention` of its syntax tree (each command keeps only what it reads, so the tree and the tokens are
    /// freed before its stage runs).
    package func analyze(_ source: SourceFile, keeping retention: SpecDocument.SyntaxRetention = .tree) -> SpecDocument {
        SpecDocument(source: source, keeping: retention)
    }

    // MARK: lint

    /// What `lint` does with a baseline.
    package enum BaselineUse: Sendable {
        /// No baseline.
        case none
        /// Report only the findings this baseline does not record.
        case compare(Baseline)
        /// Record every lint finding in a new baseline, which then hides them.
        case record
    }

    /// What a lint run found.
    package struct LintOutcome: Sendable {
        /// The findings reported, file by file.
        package var report: LintReport
        /// With ``BaselineUse/record``: the baseline to write.
        package var recorded: Baseline?
        /// With ``BaselineUse/compare(_:)``: how many findings the baseline hid.
        package var hidden = 0
        /// The environments whose bar the geometry rules could not judge (v1.3: an iPad's top bar, a bar hidden in
        /// a regular width), for the summary (``UnjudgedBars/summary``).
        package var unjudged = UnjudgedBars()

        /// Whether the run fails: an error, or under `strict` a warning too.
        package func fails(strict: Bool) -> Bool {
            report.count(.error) > 0 || (strict && report.count(.warning) > 0)
        }
    }

    /// Checks each spec with its settings (language errors, then the lint rules over the settings' device
    /// matrix and the file's suppressions), then applies the baseline. The reports keep each file's syntax
    /// tree for a baseline or when `fingerprints` (the SARIF reporter); otherwise only its comments are kept.
    package func lint(_ specs: [(source: SourceFile, settings: LintSettings)], baseline: BaselineUse = .none,
                      fingerprints: Bool = true) -> LintOutcome {
        var retention = SpecDocument.SyntaxRetention.tree
        if case .none = baseline, !fingerprints { retention = .comments }
        var unjudged = UnjudgedBars()
        let files = specs.map { spec in
            let document = analyze(spec.source, keeping: retention)
            let linter = Linter(settings: spec.settings)
            unjudged.add(linter.unjudgedBars(in: document))
            return FileReport(document: document, diagnostics: linter.lint(document))
        }
        var outcome = LintOutcome(report: LintReport(files: files), unjudged: unjudged)
        switch baseline {
        case .none:
            break
        case let .compare(recorded):
            (outcome.report, outcome.hidden) = recorded.filtering(outcome.report)
        case .record:
            let recorded = Baseline(recording: outcome.report)
            outcome.report = recorded.filtering(outcome.report).report
            outcome.recorded = recorded
        }
        return outcome
    }

    // MARK: compile

    /// One spec compiled: its diagnostics and, when it has no errors, the generated Swift.
    package struct Compilation: Sendable {
        /// The analysed spec.
        package let document: SpecDocument
        /// The generated file's name, `<SpecBaseName>.swift`.
        package let fileName: String
        /// The access level of the generated declarations; `nil` when the spec has errors (nothing is generated).
        package let accessLevel: SwiftAccessLevel?
        /// The localization of the tab bars without a `localization` block of their own: the spec's `compile`
        /// block's, else the configuration file's; `nil` when neither has one.
        package let localization: TabBarLocalization?
        /// With lint settings (`compile --lint`): the language errors and lint findings, in source order.
        package var linted: [Diagnostic]?

        /// The spec's language errors (and, when linted, its lint findings), as a report.
        package var report: FileReport {
            FileReport(source: document.source, diagnostics: linted ?? document.diagnostics)
        }

        /// The generated Swift (UTF-8), or `nil` when the spec has errors.
        package var swift: [UInt8]? {
            accessLevel.map { SwiftEmitter.utf8(document, accessLevel: $0, localization: localization) }
        }

        /// Writes the generated Swift piece by piece (a large spec's Swift is never held whole); nothing when
        /// the spec has errors.
        package func emitSwift(_ write: (String) -> Void) {
            guard let accessLevel else { return }
            SwiftEmitter.emit(document, accessLevel: accessLevel, localization: localization, into: write)
        }
    }

    /// Compiles a spec; the access level is `accessLevel` (`--access-level`), else the spec's own `compile`
    /// block's, else `configured` (the configuration file's), else `internal`. A tab bar's localization is its
    /// own `localization` block, else the spec's `compile` block's, else `configured`'s, else none. With `lint`
    /// (`compile --lint`) the same analysis is also linted with those settings (the comments are kept for its
    /// suppressions).
    package func compile(_ source: SourceFile, accessLevel: SwiftAccessLevel? = nil,
                         configured: CompileSettings = CompileSettings(), lint: LintSettings? = nil) -> Compilation {
        let document = analyze(source, keeping: lint == nil ? .none : .comments)
        let level = accessLevel ?? document.compile.accessLevel ?? configured.accessLevel ?? .internal
        var compilation = Compilation(document: document, fileName: OutputFileName.swiftFile(forSpecPath: source.path),
                                      accessLevel: document.hasErrors ? nil : level,
                                      localization: document.compile.localization ?? configured.localization)
        compilation.linted = lint.map { Linter(settings: $0).lint(document) }
        return compilation
    }

    /// How a file on disk compares with what would be written there (`compile --check`, `format --check`).
    package enum Freshness: Equatable, Sendable {
        /// The file holds exactly the new bytes.
        case upToDate
        /// There is no file; the diff adds every line.
        case missing(diff: String)
        /// The file differs; the diff shows how.
        case stale(diff: String)
    }

    /// Compares `existing` (`nil`: no such file) with `new`; the diff names the file `a/<name>` and `b/<name>`.
    package func freshness(of existing: [UInt8]?, comparedWith new: [UInt8], name: String) -> Freshness {
        guard let existing else {
            return .missing(diff: UnifiedDiff.render(old: "", new: String(decoding: new, as: UTF8.self),
                                                     oldName: "/dev/null", newName: "b/" + name))
        }
        if existing == new { return .upToDate }
        return .stale(diff: UnifiedDiff.render(old: String(decoding: existing, as: UTF8.self),
                                               new: String(decoding: new, as: UTF8.self),
                                               oldName: "a/" + name, newName: "b/" + name))
    }

    // MARK: frames and render

    /// Why a spec could not be laid out.
    package enum LayoutFailure: Error {
        /// The spec has language errors (this report).
        case specErrors(FileReport)
        /// A name given on the command line does not fit the spec: a tab bar or tab it does not have (the message
        /// suggests), or tabs to show (`--tabs`) that leave out a required one, repeat one or need `--tabbar`.
        case unknownName(String)
        /// The spec defines no tab bar to draw.
        case nothingToDraw(String)
    }

    /// What `frames` or `render` made of a spec.
    package struct Output: Sendable {
        /// The text to print or write: frames as a table, JSON or CSV, or an SVG picture.
        package let text: String
        /// The tab bars as laid out.
        package let frames: FramesReport
        /// The spec's diagnostics (none: a spec with errors is not laid out).
        package let report: FileReport
    }

    /// The tab bars of a spec (or only `tabBar`) laid out in `environment` (in its first language, if any), with
    /// the spec's diagnostics.
    package func layout(_ source: SourceFile, in environment: RenderEnvironment, tabBar: String? = nil,
                        snap: Bool = false) throws(LayoutFailure) -> (frames: FramesReport, report: FileReport) {
        let (tabBars, report) = try tabBars(of: source, named: tabBar)
        try check(tabs: environment.tabs, of: tabBars, file: source.path)
        return (FramesReport(file: source.path, tabBars: tabBars, environment: environment, snap: snap), report)
    }

    /// The tab bars of a spec to lay out (or only `tabBar`), with the spec's diagnostics; an error when the spec
    /// has errors or no tab bar `tabBar`.
    private func tabBars(of source: SourceFile, named tabBar: String?) throws(LayoutFailure) -> (tabBars: [TabBarSpec], report: FileReport) {
        let document = analyze(source, keeping: .none)
        let report = FileReport(source: source, diagnostics: document.diagnostics)
        if document.hasErrors { throw .specErrors(report) }
        guard let tabBar else { return (document.tabBars, report) }
        let tabBars = document.tabBars.filter { $0.name == tabBar }
        if tabBars.isEmpty {
            let names = document.tabBars.map(\.name)
            let defined = names.isEmpty ? "; it defines no tab bars" : "; it defines \(Diagnostic.quotedList(names, conjunction: "and"))"
            throw .unknownName("no tab bar '\(tabBar)' in '\(source.path)'" + Suggestion.phrase(for: tabBar, among: names, otherwise: defined))
        }
        return (tabBars, report)
    }

    /// `frames`: the computed geometry of a spec's tab bars (or only `tabBar`) in `environment`, in `format`.
    package func frames(_ source: SourceFile, in environment: RenderEnvironment, tabBar: String? = nil, snap: Bool = false,
                        format: FramesEmitter.Format = .table) throws(LayoutFailure) -> Output {
        let (frames, report) = try layout(source, in: environment, tabBar: tabBar, snap: snap)
        return Output(text: FramesEmitter.render(frames, format: format), frames: frames, report: report)
    }

    /// ``frames(_:in:tabBar:snap:format:)`` in a screen environment, with the titles in `language` of `localizations`.
    package func frames(_ source: SourceFile, in environment: TabBarEnvironment, tabBar: String? = nil, snap: Bool = false,
                        format: FramesEmitter.Format = .table, language: String? = nil,
                        localizations: Localizations = Localizations()) throws(LayoutFailure) -> Output {
        try frames(source, in: RenderEnvironment(environment, languages: language.map { [$0] } ?? [], localizations: localizations),
                   tabBar: tabBar, snap: snap, format: format)
    }

    /// `render`: an SVG picture of a spec's tab bars (or only `tabBar`) as laid out in `environment`,
    /// `selectedTab` drawn selected in each, with the layout diagram over it when `annotate` and floating bars
    /// minimized when `minimized` (v1.3); one panel per
    /// language of `environment` (and appearance), in that order, each in its language's titles and direction
    /// (``FramesReport/init(file:tabBars:environment:snap:)``); the tabs' images drawn from the asset catalogs of
    /// `images` (v1.3), else as labelled boxes.
    package func render(_ source: SourceFile, in environment: RenderEnvironment, tabBar: String? = nil, snap: Bool = false,
                        appearances: [SVGRenderer.Appearance] = [.light], selectedTab: String? = nil,
                        annotate: Bool = false, minimized: Bool = false, images: AssetImageSource? = nil, theme: String? = nil,
                        badges: [(id: String, text: String)] = []) throws(LayoutFailure) -> Output {
        let (tabBars, report) = try tabBars(of: source, named: tabBar)
        guard !tabBars.isEmpty else { throw .nothingToDraw("'\(source.path)' defines no tab bar to render") }
        try check(tabs: environment.tabs, of: tabBars, file: source.path)
        if let selectedTab {
            for bar in tabBars where !bar.tabs.contains(where: { $0.id == selectedTab }) {
                throw .unknownName(unknownTab(selectedTab, in: bar))
            }
            if let shown = environment.tabs, !shown.contains(selectedTab) {
                throw .unknownName("tab '\(selectedTab)' is not shown: '--tabs' leaves it out; list it there to draw it selected")
            }
        }
        let themes = try self.themes(theme, of: tabBars)
        let drawnBadges = try self.badges(badges, of: tabBars)
        func laidOut(in language: String?, theme: String?) -> FramesReport {
            var single = environment
            single.languages = language.map { [$0] } ?? []
            var report = FramesReport(file: source.path, tabBars: self.tabBars(tabBars, inTheme: theme), environment: single, snap: snap)
            report.theme = theme ?? (themes.count > 1 ? Self.defaultThemeLabel : nil)
            return report
        }
        // One report per theme, each in every language (the first language's alone without `--language all`).
        let languages: [String?] = environment.languages.isEmpty ? [nil] : environment.languages
        let reports = themes.flatMap { theme in languages.map { laidOut(in: $0, theme: theme) } }
        let frames = reports[0]
        var renderer = SVGRenderer(appearances: appearances, selectedTab: selectedTab, annotate: annotate, minimized: minimized)
        renderer.badges = drawnBadges
        if let images {
            let names = frames.tabBars.flatMap { bar in bar.configuration.items.flatMap { [$0.imageName, $0.selectedImageName] } }
            let screen = environment.tabBarEnvironment
            renderer.images = SVGImages(names: names.compactMap { $0 }, darks: (appearances.isEmpty ? [.light] : appearances).map { $0 == .dark },
                                        scale: screen.scale, idiom: screen.idiom, source: images)
        }
        let svg = renderer.render(reports)
        return Output(text: svg, frames: frames, report: report)
    }

    /// ``render(_:in:tabBar:snap:appearances:selectedTab:annotate:images:)`` in a screen environment, one panel
    /// per language of `languages` (from `localizations`).
    package func render(_ source: SourceFile, in environment: TabBarEnvironment, tabBar: String? = nil, snap: Bool = false,
                        appearances: [SVGRenderer.Appearance] = [.light], selectedTab: String? = nil, annotate: Bool = false,
                        languages: [String] = [], localizations: Localizations = Localizations(),
                        images: AssetImageSource? = nil) throws(LayoutFailure) -> Output {
        try render(source, in: RenderEnvironment(environment, languages: languages, localizations: localizations), tabBar: tabBar,
                   snap: snap, appearances: appearances, selectedTab: selectedTab, annotate: annotate, images: images)
    }

    // MARK: format

    /// `format`: the spec in the canonical style, or why it was not formatted.
    package func format(_ source: SourceFile) -> SpecFormatter.Result {
        SpecFormatter.format(analyze(source))
    }

    // MARK: the end of a run

    /// The line every command ends a run with on standard error: the counts of `report`, then what was done
    /// (`2 errors, 1 warning in 3 files`, `0 errors, 0 warnings in 2 files; 1 generated file written, 1 unchanged`).
    package static func summary(_ report: LintReport, _ outcome: String? = nil) -> String {
        report.summary + (outcome.map { "; " + $0 } ?? "")
    }

    /// What a summary says was done to `noun`s, leaving out the zero counts: `1 generated file written,
    /// 2 unchanged` for `[(1, "written"), (2, "unchanged")]`; `0 generated files written` when all are zero.
    package static func tally(_ noun: String, _ counts: [(count: Int, state: String)]) -> String {
        let shown = counts.filter { $0.count > 0 }
        guard let first = shown.first ?? counts.first else { return Wording.count(0, noun) }
        return (["\(Wording.count(first.count, noun)) \(first.state)"] + shown.dropFirst().map { "\($0.count) \($0.state)" })
            .joined(separator: ", ")
    }
}
