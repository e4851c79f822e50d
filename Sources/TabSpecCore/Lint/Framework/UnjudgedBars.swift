import TabSpecRuntime

/// The bars lint's geometry rules could not judge (v1.3, layout.md "iPad": lint judges only what is modelled):
/// an iPad's `system` bar at the top of the screen from iPadOS 18, whose geometry is not modelled, and a bar
/// `regularWidth: hidden` hides in a regular width. The rules skip those environments; the run's summary says
/// what was skipped (``summary``) for a spec that writes `regularWidth`, a `section` or a `placement`, and for a
/// bar no environment of the matrix judged.
package struct UnjudgedBars: Sendable, Hashable {
    /// Why a bar was not judged in an environment.
    package enum Reason: Sendable, Hashable, CaseIterable {
        /// The iPad's top bar (iPadOS 18 and later), not modelled.
        case topBar
        /// No bar in a regular width (`regularWidth: hidden`).
        case hidden

        /// How the summary says it.
        var words: String {
            switch self {
            case .topBar: "the top tab bar of iPadOS 18 and later is not modelled"
            case .hidden: "regularWidth: hidden shows no tab bar there"
            }
        }
    }

    /// The tab bars (by name, once per file) not judged for each reason, in the order met.
    package private(set) var tabBars: [Reason: [String]] = [:]
    /// The environments (device and orientation, summed over the tab bars) not judged for each reason.
    package private(set) var environments: [Reason: Int] = [:]

    package init() {}

    /// Adds the bars of another file.
    mutating func add(_ other: UnjudgedBars) {
        for reason in Reason.allCases {
            tabBars[reason, default: []] += other.tabBars[reason] ?? []
            environments[reason, default: 0] += other.environments[reason] ?? 0
        }
    }

    /// Records `tabBar` as not judged in `count` environments for `reason`.
    mutating func record(_ tabBar: String, count: Int, reason: Reason) {
        guard count > 0 else { return }
        tabBars[reason, default: []].append(tabBar)
        environments[reason, default: 0] += count
    }

    /// What the summary adds, `nil` when every bar was judged everywhere: `geometry not judged for 'AppTab' in
    /// 14 environments (the top tab bar of iPadOS 18 and later is not modelled)`; several tab bars are counted
    /// (`for 3 tab bars in 42 environments`); both reasons are joined with `; `.
    package var summary: String? {
        let parts = Reason.allCases.compactMap { reason -> String? in
            guard let bars = tabBars[reason], let first = bars.first, let count = environments[reason], count > 0 else { return nil }
            let which = bars.count == 1 ? "'\(first)'" : Wording.count(bars.count, "tab bar")
            return "geometry not judged for \(which) in \(Wording.count(count, "environment")) (\(reason.words))"
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}

extension Linter {
    /// The error-free tab bars of `document` and the environments of the device matrix where lint's geometry
    /// rules skip them (an iPad's unmodelled top bar, a bar hidden in a regular width).
    package func unjudgedBars(in document: SpecDocument) -> UnjudgedBars {
        var unjudged = UnjudgedBars()
        // Only a `system` bar on an iPad, or a bar hidden in a regular width, can be unjudged: most specs skip the matrix.
        guard document.tabBars.contains(where: { $0.configuration.kind == .system && !$0.hasErrors }) else { return unjudged }
        let context = LintContext(source: document.source, settings: settings)
        guard context.environments.contains(where: { $0.environment.horizontalSizeClass == .regular }) else { return unjudged }
        for spec in document.tabBars where spec.configuration.kind == .system && !spec.hasErrors {
            var counts: [UnjudgedBars.Reason: Int] = [:]
            var geometries: [Int: TabBarLayout.Geometry] = [:]
            for checked in context.environments where checked.environment.horizontalSizeClass == .regular {
                let geometry = geometries[checked.layoutClass] ?? TabBarLayout(
                    configuration: spec.configuration, environment: context.layoutClasses[checked.layoutClass]).geometry
                geometries[checked.layoutClass] = geometry
                switch geometry {
                case .top: counts[.topBar, default: 0] += 1
                case .hidden: counts[.hidden, default: 0] += 1
                case .classic, .floating: break
                }
            }
            // Said when the spec is about the iPad (it writes `regularWidth`, a `section` or a `placement`) or when
            // nothing of the bar could be judged (an iPad-only matrix); a v1.2 spec linted over the default matrix
            // keeps its summary (its iPads are left out of the counts its findings give).
            let skipped = counts.values.reduce(0, +)
            guard spec.writesRegularWidthKeys || skipped == context.environments.count else { continue }
            for reason in UnjudgedBars.Reason.allCases {
                unjudged.record(spec.name, count: counts[reason] ?? 0, reason: reason)
            }
        }
        return unjudged
    }
}

extension TabBarSpec {
    /// Whether the bar writes a key of iPad and regular width (v1.3): `regularWidth`, a `section` or a tab's
    /// `placement`.
    var writesRegularWidthKeys: Bool {
        properties[.regularWidth] != nil || !sections.isEmpty || tabs.contains { $0.properties[.placement] != nil }
    }
}
