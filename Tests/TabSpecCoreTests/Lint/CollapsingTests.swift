import Testing
@testable import TabSpecCore

/// The device matrix and how per-environment findings collapse into one finding naming the devices.
@Suite("Lint device matrix and collapsing")
struct CollapsingTests {
    /// A system bar whose centered items need 582 pt: too wide for every portrait iPhone.
    static let overflowing = """
        tabbar Main {
            itemPositioning: centered
            itemWidth: 120
            tab home    { symbol: "house", title: "Home" }
            tab search  { symbol: "magnifyingglass", title: "Search" }
            tab library { symbol: "books.vertical", title: "Library" }
            tab profile { symbol: "person", title: "Profile" }
        }
        """

    static func lint(_ text: String, _ settings: LintSettings = LintSettings(), id: DiagnosticID) -> [Diagnostic] {
        Linter(settings: settings).lint(SpecDocument(path: "m.tabspec", text: text)).filter { $0.id == id }
    }

    @Test func theMatrixIsInCatalogOrderPortraitFirstWhateverTheOptionsOrder() {
        let context = LintContext(source: SourceFile(path: "x", text: ""),
                                  settings: LintSettings(devices: ["ipad-10", "nope", "iphone-16", "iphone-se-3"],
                                                       orientations: [.landscape, .portrait]))
        #expect(context.environments.map(\.displayName) == [
            "iPhone SE (3rd generation), portrait", "iPhone SE (3rd generation), landscape",
            "iPhone 16, portrait", "iPhone 16, landscape",
            "iPad (10th generation), portrait", "iPad (10th generation), landscape",
            // v1.2: every checked phone in portrait as iOS 26, for the floating bar.
            "iPhone SE (3rd generation), portrait (iOS 26)", "iPhone 16, portrait (iOS 26)",
        ])
        #expect(context.environments.map(\.addsFloatingBar) == [false, false, false, false, false, false, true, true])
        #expect(context.environments.suffix(2).map(\.environment.iOSVersion) == [IOSVersion(major: 26), IOSVersion(major: 26)])
    }

    @Test func identicalEnvironmentsShareOneLayoutClass() {
        let context = LintContext(source: SourceFile(path: "x", text: ""), settings: LintSettings())
        // Every device in the orientations it is modelled in (the iPhone Duo's displays in one each), and every
        // phone modelled in portrait again as iOS 26.
        #expect(context.environments.count == 35 * 2 - 2 + 26)
        #expect(context.environments.count == Device.catalog.reduce(0) { $0 + Orientation.allCases.filter($1.models).count }
            + Device.catalog.count { $0.idiom == .phone && $0.models(.portrait) })
        #expect(context.layoutClasses.count < context.environments.count)
        // iPhone SE and iPhone 8 have the same screen, safe area and size classes.
        let se = context.environments.first { $0.device.slug == "iphone-se-3" && $0.orientation == .portrait }
        let eight = context.environments.first { $0.device.slug == "iphone-8" && $0.orientation == .portrait }
        #expect(se?.layoutClass == eight?.layoutClass)
        // Every environment's class lays out exactly as the environment itself.
        let configuration = TabBarConfiguration(items: [.init(id: "a", title: "A"), .init(id: "b", symbolName: "house")])
        for checked in context.environments {
            let own = TabBarLayout(configuration: configuration, environment: checked.environment)
            let shared = TabBarLayout(configuration: configuration, environment: context.layoutClasses[checked.layoutClass])
            #expect(own == shared, "\(checked.displayName)")
        }
    }

    @Test func oneFindingNamesTheFirstDeviceAndCountsTheRest() {
        let findings = CollapsingTests.lint(CollapsingTests.overflowing, id: .itemOverflow)
        #expect(findings.count == 1)
        #expect(findings.first?.message == "items need 582 pt but the bar has 375 pt on iPhone SE (3rd generation), portrait and 24 more")
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.notes.map(\.message) == [
            // The matrix has 68 classic environments and 26 more as iOS 26; the iPhone Duo's three do not count for a
            // system bar (a vertical bar there, not modelled), nor the 16 iPads' (their top bar of iPadOS 18 is not
            // modelled and not judged); the bar floats in 25 more on iOS 26, without overflowing.
            "on 25 of 75 checked devices and orientations: iPhone SE (3rd generation), portrait; iPhone 8, portrait; "
                + "iPhone 11, portrait; iPhone 13 mini, portrait; iPhone 13, portrait; iPhone 14, portrait; "
                + "iPhone 14 Plus, portrait; iPhone 14 Pro, portrait; iPhone 14 Pro Max, portrait; iPhone 15, portrait; "
                + "iPhone 15 Plus, portrait; iPhone 15 Pro, portrait; iPhone 15 Pro Max, portrait; iPhone 16, portrait; "
                + "iPhone 16 Plus, portrait; iPhone 16 Pro, portrait; iPhone 16 Pro Max, portrait; iPhone 16e, portrait; "
                + "iPhone 17, portrait; iPhone Air, portrait; iPhone 17 Pro, portrait; iPhone 17 Pro Max, portrait; "
                + "iPhone 17e, portrait; iPhone 18 Pro, portrait; iPhone 18 Pro Max, portrait",
        ])
    }

    @Test func aSingleEnvironmentIsNamedWithoutANote() {
        let settings = LintSettings(devices: ["iphone-16"], orientations: [.portrait, .landscape])
        let findings = CollapsingTests.lint(CollapsingTests.overflowing, settings, id: .itemOverflow)
        #expect(findings.map(\.message) == ["items need 582 pt but the bar has 393 pt on iPhone 16, portrait"])
        #expect(findings.first?.notes == [])
    }

    @Test func theMessageCarriesTheFirstEnvironmentsNumbers() {
        let settings = LintSettings(devices: ["iphone-16-pro-max", "iphone-13-mini"], orientations: [.portrait])
        let findings = CollapsingTests.lint(CollapsingTests.overflowing, settings, id: .itemOverflow)
        #expect(findings.map(\.message) == ["items need 582 pt but the bar has 375 pt on iPhone 13 mini, portrait and 1 more"])
        // The two portrait phones as iOS 26 count for this system bar too.
        #expect(findings.first?.notes.map(\.message) == [
            "on 2 of 4 checked devices and orientations: iPhone 13 mini, portrait; iPhone 16 Pro Max, portrait",
        ])
    }

    @Test func orientationsOfOneDeviceAreListedTogether() {
        let text = """
            tabbar Main {
                kind: custom
                height: 40
                tab home    { symbol: "house", accessibilityLabel: "Home" }
                tab profile { symbol: "person", accessibilityLabel: "Profile" }
            }
            """
        let settings = LintSettings(devices: ["iphone-se-3", "ipad-10"])
        let findings = CollapsingTests.lint(text, settings, id: .touchTarget)
        #expect(findings.map(\.message) == [
            "items are only 40 pt tall on iPhone SE (3rd generation), portrait and 3 more; touch targets need at least 44 × 44 pt",
        ])
        #expect(findings.first?.notes.map(\.message) == ["on all 4 checked devices and orientations"])
        let partial = CollapsingTests.lint(CollapsingTests.overflowing, LintSettings(devices: ["iphone-se-3", "iphone-16-plus"]),
                                           id: .itemOverflow)
        #expect(partial.first?.notes.map(\.message) == [
            "on 2 of 6 checked devices and orientations: iPhone SE (3rd generation), portrait; iPhone 16 Plus, portrait",
        ])
    }

    @Test func theIPhoneDuoIsCheckedOnlyWhereModelledAndNotForASystemBar() {
        let context = LintContext(source: SourceFile(path: "x", text: ""),
                                  settings: LintSettings(devices: ["iphone-duo-open", "iphone-duo"]))
        #expect(context.environments.map(\.displayName) == [
            "iPhone Duo (closed), portrait", "iPhone Duo (open), landscape", "iPhone Duo (closed), portrait (iOS 26)",
        ])
        // The Duo's environments keep their device in the layout classes (the vertical-bar note depends on it).
        #expect(context.layoutClasses.map(\.deviceSlug) == ["iphone-duo", "iphone-duo-open", "iphone-duo"])
        // A system bar there is a vertical bar, which is not judged.
        #expect(CollapsingTests.lint(CollapsingTests.overflowing, LintSettings(devices: ["iphone-duo", "iphone-duo-open"]),
                                     id: .itemOverflow).isEmpty)
        let system = CollapsingTests.lint(CollapsingTests.overflowing, LintSettings(devices: ["iphone-duo", "iphone-se-3"]),
                                          id: .itemOverflow)
        #expect(system.map(\.message) == ["items need 582 pt but the bar has 375 pt on iPhone SE (3rd generation), portrait"])
        // A custom bar is the app's own view: judged on the Duo, with its one-sided inset (466 − 84 = 382 pt).
        let custom = """
            tabbar Main {
                kind: custom
                itemPositioning: centered
                itemWidth: 100
                tab a { symbol: "house", title: "A" }
                tab b { symbol: "person", title: "B" }
                tab c { symbol: "gear", title: "C" }
                tab d { symbol: "star", title: "D" }
            }
            """
        let findings = CollapsingTests.lint(custom, LintSettings(devices: ["iphone-duo", "iphone-duo-open"]), id: .itemOverflow)
        #expect(findings.map(\.message) == ["items need 400 pt but the bar has 382 pt on iPhone Duo (closed), portrait"])
        // An orientation not modelled is not checked: nothing is left of this matrix.
        let none = LintContext(source: SourceFile(path: "x", text: ""),
                               settings: LintSettings(devices: ["iphone-duo-open"], orientations: [.portrait]))
        #expect(none.environments.isEmpty)
        #expect(CollapsingTests.lint(custom, LintSettings(devices: ["iphone-duo-open"], orientations: [.portrait]), id: .itemOverflow).isEmpty)
    }

    @Test func anEmptyMatrixChecksNoGeometry() {
        let findings = CollapsingTests.lint(CollapsingTests.overflowing, LintSettings(devices: []), id: .itemOverflow)
        #expect(findings.isEmpty)
    }

    @Test func manyProblemsInOneTabBarEachCollapseAcrossTheMatrix() {
        // 20 truncated titles: past 16 problems the grouping switches from a scan to a dictionary. (A custom
        // bar: a system bar would show 4 of them and a More item on a compact width.)
        let tabs = (1...20).map { "    tab t\($0) { title: \"A rather long title number \($0)\" }" }
        let text = "tabbar Main {\n    kind: custom\n" + tabs.joined(separator: "\n") + "\n}\n"
        let findings = CollapsingTests.lint(text, id: .titleTruncation)
        let source = SourceFile(path: "m.tabspec", text: text)
        #expect(findings.map { source.location(of: $0.range.start).line } == Array(3...22))
        for (index, finding) in findings.enumerated() {
            #expect(finding.message.hasPrefix("title 'A rather long title number \(index + 1)' needs about "))
            // 66 environments of the two catalog files, and the iPhone Duo's two modelled ones.
            #expect(finding.message.hasSuffix(" pt wide on iPhone SE (3rd generation), portrait and 67 more; it will be truncated"))
            #expect(finding.notes.map(\.message) == ["on all 68 checked devices and orientations"])
        }
        #expect(findings.count == 20)
    }

    @Test func oneEnvironmentIsNamedWithoutANote() {
        let settings = LintSettings(devices: ["iphone-se-3"], orientations: [.portrait])
        let findings = CollapsingTests.lint(CollapsingTests.overflowing, settings, id: .itemOverflow)
        #expect(findings.map(\.message) == ["items need 582 pt but the bar has 375 pt on iPhone SE (3rd generation), portrait"])
        #expect(findings.first?.notes == [])
        let tabs = (1...20).map { "    tab t\($0) { title: \"A rather long title number \($0)\" }" }
        let text = "tabbar Main {\n    kind: custom\n" + tabs.joined(separator: "\n") + "\n}\n"
        let truncated = CollapsingTests.lint(text, LintSettings(devices: ["iphone-16"], orientations: [.portrait]), id: .titleTruncation)
        let source = SourceFile(path: "m.tabspec", text: text)
        #expect(truncated.map { source.location(of: $0.range.start).line } == Array(3...22))
        #expect(truncated.allSatisfy { $0.message.hasSuffix(" pt wide on iPhone 16, portrait; it will be truncated") && $0.notes.isEmpty })
    }
}
