/// Runs one input through every stage a user can reach — analysis, lint over a small device matrix, every
/// reporter, the formatter, frames in all formats and environments, the SVG renderer and the Swift emitter
/// (as written and localized) — and through the readers of String Catalogs, `.strings` tables and asset
/// catalogs (the input as every `Contents.json` of one, and as the image `render` embeds).
///
/// Shared by the libFuzzer target (`Fuzz/`) and the fuzz regression tests, so a crash the fuzzer finds is
/// replayed by `swift test` through exactly the same code.
package enum EveryStage {
    /// A problem that is not a crash but still a bug (e.g. the formatter changing a file's meaning).
    package enum Failure: Error, Equatable {
        case formatterFailed(String)
        case formatterNotIdempotent
        /// `compile --stdout`'s streamed Swift is not the bytes `compile` writes.
        case streamedSwiftDiffers
        /// A catalog that reads does not read back the same from the text it is written as.
        case catalogNotRoundTripping
        /// Updating a catalog a second time with the same keys changes it again.
        case catalogUpdateNotIdempotent
        /// An updated catalog written in its file's own layout does not read back as the update.
        case catalogLayoutNotKept
    }

    /// Runs every stage on `bytes`; returns the failures found (crashes crash).
    package static func run(_ bytes: [UInt8]) -> [Failure] {
        var failures = readCatalogs(bytes)
        let compiler = Compiler()
        let source = SourceFile(path: "input.tabspec", bytes: bytes)
        var settings = LintSettings(devices: ["iphone-se-3", "iphone-16", "ipad-pro-11"])
        let assets = readAssetCatalog(bytes)
        settings.assetCatalogs = [assets]
        let report = compiler.lint([(source, settings)]).report
        for kind in ReporterKind.allCases {
            _ = kind.reporter(colors: true, toolVersion: "0.0.0").render(report)
        }
        switch compiler.format(source) {
        case let .formatted(text):
            if case let .formatted(again) = compiler.format(SourceFile(path: "formatted.tabspec", text: text)), again != text {
                failures.append(.formatterNotIdempotent)
            }
        case .refused:
            break
        case let .failed(message):
            failures.append(.formatterFailed(message))
        }
        let compilation = compiler.compile(source, accessLevel: .public)
        guard let swift = compilation.swift else { return failures }
        var streamed: [UInt8] = []
        compilation.emitSwift { streamed += Array($0.utf8) }
        if streamed != swift { failures.append(.streamedSwiftDiffers) }
        // The same spec localized by a configuration file: every tab bar's texts looked up at run time.
        let localized = compiler.compile(source, accessLevel: .public,
                                         configured: CompileSettings(localization: TabBarLocalization(table: "Tabs", bundle: .module)))
        var streamedLocalized: [UInt8] = []
        localized.emitSwift { streamedLocalized += Array($0.utf8) }
        if streamedLocalized != localized.swift { failures.append(.streamedSwiftDiffers) }
        for slug in ["iphone-se-3", "ipad-pro-11"] {
            for orientation in Orientation.allCases {
                guard var environment = TabBarEnvironment.device(slug, orientation: orientation) else { continue }
                for direction in LayoutDirection.allCases {
                    environment.setLayoutDirection(direction)
                    let frames = FramesReport(file: "input.tabspec", tabBars: compilation.document.tabBars, environment: environment, snap: true)
                    for format in FramesEmitter.Format.allCases {
                        _ = FramesEmitter.render(frames, format: format)
                    }
                    _ = SVGRenderer(appearances: [.light, .dark], annotate: direction == .rightToLeft).render(frames)
                }
                // Each bar with only its required tabs shown (`--tabs`), and in the order reversed.
                for spec in compilation.document.tabBars where spec.hasOptionalTabs {
                    for tabs in [spec.requiredTabIDs, Array(spec.tabs.map(\.id).reversed())] {
                        let shown = FramesReport(file: "input.tabspec", tabBars: [spec], environment: RenderEnvironment(environment, tabs: tabs))
                        _ = FramesEmitter.render(shown, format: .json)
                        _ = SVGRenderer(appearances: [.light]).render(shown)
                    }
                }
            }
        }
        // The input's images drawn from the input as a catalog, the input as every image file.
        if let environment = TabBarEnvironment.device("iphone-16", orientation: .portrait) {
            _ = try? compiler.render(source, in: environment, appearances: [.light, .dark],
                                     images: AssetImageSource(catalogs: [assets]) { _, _, _ in .bytes(bytes) })
        }
        return failures
    }

    /// `bytes` as every `Contents.json` of an asset catalog (its root, a folder, an image set, a symbol set),
    /// its problem through a reporter.
    static func readAssetCatalog(_ bytes: [UInt8]) -> AssetCatalog {
        let folders = ["", "Tabs", "Tabs/home.imageset", "compose.symbolset"].map { AssetCatalog.Folder(path: $0, contents: .file(bytes)) }
        let catalog = AssetCatalog(path: "Input.xcassets", folders: folders)
        if let problem = catalog.problem { _ = HumanReporter(colors: false).render(LintReport(files: [problem.fileReport])) }
        return catalog
    }

    /// `bytes` as a String Catalog (written back and read again, then updated twice and written in its own
    /// layout) and as a `.strings` table; an error goes through a reporter.
    static func readCatalogs(_ bytes: [UInt8]) -> [Failure] {
        var failures: [Failure] = []
        do {
            let catalog = try StringCatalog(parsing: bytes, path: "input.xcstrings")
            let written = catalog.rendered()
            if (try? StringCatalog(parsing: written, path: "written.xcstrings")) != catalog { failures.append(.catalogNotRoundTripping) }
            let keys = catalog.entries.prefix(3).map { StringCatalog.OwnedKey(key: $0.key, sourceText: "x", comment: "y") }
                + [StringCatalog.OwnedKey(key: "Tabs.home.title", sourceText: "Home", comment: "Title")]
            for language in catalog.languages.prefix(3) {
                for key in keys { _ = catalog.value(forKey: key.key, language: language, idiom: .pad) }
            }
            let once = StringCatalog.updating(catalog, with: keys, ownedPrefixes: ["Tabs."]).catalog
            if StringCatalog.updating(once, with: keys, ownedPrefixes: ["Tabs."]).catalog.rendered() != once.rendered() {
                failures.append(.catalogUpdateNotIdempotent)
            }
            do throws(CatalogError) {
                let kept = try once.rendered(into: bytes, readAs: catalog, path: "input.xcstrings")
                if (try? StringCatalog(parsing: kept, path: "kept.xcstrings")) != once { failures.append(.catalogLayoutNotKept) }
            } catch {
                _ = XcodeReporter().render(LintReport(files: [error.fileReport]))
            }
        } catch {
            _ = XcodeReporter().render(LintReport(files: [error.fileReport]))
        }
        do {
            _ = try LocalizationSource(lprojFiles: [("de.lproj/Tabs.strings", bytes)], table: "Tabs")
        } catch {
            _ = HumanReporter(colors: false).render(LintReport(files: [error.fileReport]))
        }
        return failures
    }
}
