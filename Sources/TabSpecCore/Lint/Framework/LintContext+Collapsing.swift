/// Evaluating a rule per environment and collapsing repeats into one finding that names the environments.
extension LintContext {
    /// Runs `check` once per layout class with that class's layout and environment, then collapses the
    /// results over the device matrix.
    ///
    /// A problem (same range, same ``EnvironmentFinding/problem``) found in several environments becomes one
    /// finding. Its message carries the first environment's numbers and names it, in matrix order (catalog
    /// order, portrait before landscape): `… on iPhone SE (3rd generation), portrait` or, for several,
    /// `… on iPhone SE (3rd generation), portrait and 5 more`; a note then lists them all. With only the required
    /// tabs shown (``LintContext/hidesOptionalTabs``), `, with the optional tabs hidden` follows the environments. Findings come out in
    /// the order their problems first appear.
    func collapsedFindings(
        for tabBar: LintedTabBar,
        _ check: (_ layout: TabBarLayout, _ environment: TabBarEnvironment) -> [EnvironmentFinding]
    ) -> [LintFinding] {
        collapsed(layouts: tabBar.layouts, check).map(\.finding)
    }

    /// A finding collapsed across the device matrix, with the environment finding it was made from (the first
    /// environment's).
    struct CollapsedFinding {
        /// The first environment's finding.
        var first: EnvironmentFinding
        /// The finding that names the environments.
        var finding: LintFinding
    }

    /// ``collapsedFindings(for:_:)`` over `layouts` (one per layout class: a tab bar's, or one language's).
    func collapsed(
        layouts: [TabBarLayout],
        _ check: (_ layout: TabBarLayout, _ environment: TabBarEnvironment) -> [EnvironmentFinding]
    ) -> [CollapsedFinding] {
        guard layouts.count == layoutClasses.count, !environments.isEmpty else { return [] }
        // The added iOS 26 environments count only where this bar floats; none counts where the bar is a vertical
        // bar, which is not modelled (a `system` bar on the iPhone Duo), nor an iPad's unmodelled top bar or a bar
        // hidden in a regular width (v1.3): they have no geometry to judge.
        let included = environments.indices.filter {
            let layout = layouts[environments[$0].layoutClass]
            return (!environments[$0].addsFloatingBar || layout.geometry == .floating)
                && !layout.notes.contains(.verticalTabBarNotModelled) && layout.geometry.hasFrames
        }
        guard !included.isEmpty else { return [] }
        if included.count == 1 {
            let only = environments[included[0]]
            return singleEnvironmentFindings(check(layouts[only.layoutClass], layoutClasses[only.layoutClass]), in: only)
        }
        var perClass = [[EnvironmentFinding]?](repeating: nil, count: layoutClasses.count)
        for index in included where perClass[environments[index].layoutClass] == nil {
            let layoutClass = environments[index].layoutClass
            perClass[layoutClass] = check(layouts[layoutClass], layoutClasses[layoutClass])
        }
        guard perClass.contains(where: { $0?.isEmpty == false }) else { return [] }

        /// One problem and the environments it was found in (a struct: arrays of tuples copy through generic
        /// value witnesses).
        struct Group {
            var finding: EnvironmentFinding
            var environments: [Int]
            /// The first finding on the other bar (floating when ``finding`` is on a classic one, classic when
            /// on a floating one), for a problem judged on both (``EnvironmentFinding/barDetail``).
            var otherBar: EnvironmentFinding?
            /// The environment of ``otherBar``.
            var otherBarEnvironment = 0
        }
        var groups: [Group] = []
        // A rule finds a few problems per tab bar: a scan finds a problem's group fastest, and a dictionary
        // (built once there are many) keeps a bar with hundreds of tabs linear.
        var groupIndex: [ProblemKey: Int] = [:]
        func group(of finding: EnvironmentFinding) -> Int? {
            if groups.count <= 16 {
                return groups.firstIndex { $0.finding.range == finding.range && $0.finding.problem == finding.problem }
            }
            if groupIndex.isEmpty {
                for (index, group) in groups.enumerated() {
                    groupIndex[ProblemKey(range: group.finding.range, problem: group.finding.problem)] = index
                }
            }
            return groupIndex[ProblemKey(range: finding.range, problem: finding.problem)]
        }
        for environmentIndex in included {
            for finding in perClass[environments[environmentIndex].layoutClass] ?? [] {
                if let index = group(of: finding) {
                    if groups[index].environments.last != environmentIndex {
                        groups[index].environments.append(environmentIndex)
                    }
                    if !finding.barDetail.isEmpty, groups[index].otherBar == nil,
                       isFloating(environmentIndex, layouts) != isFloating(groups[index].environments[0], layouts) {
                        groups[index].otherBar = finding
                        groups[index].otherBarEnvironment = environmentIndex
                    }
                } else {
                    if !groupIndex.isEmpty {
                        groupIndex[ProblemKey(range: finding.range, problem: finding.problem)] = groups.count
                    }
                    groups.append(Group(finding: finding, environments: [environmentIndex]))
                }
            }
        }
        /// The group's message up to where the environments are named: with both bars' details when the
        /// problem is found on the classic and the floating bar (`… is 71 pt wide (classic bar) and leaves it
        /// 55.6 pt (floating iOS 26 bar)`).
        func message(_ group: Group, _ layouts: [TabBarLayout]) -> String {
            guard let other = group.otherBar else { return group.finding.messageWithBar }
            let firstFloats = isFloating(group.environments[0], layouts)
            let (classic, floating) = firstFloats ? (other, group.finding) : (group.finding, other)
            let floatingEnvironment = environments[firstFloats ? group.environments[0] : group.otherBarEnvironment]
            let bar = "floating iOS \(floatingEnvironment.environment.iOSVersion.major) bar"
            return classic.message + " " + classic.barDetail + " (classic bar) and " + floating.barDetail + " (\(bar))"
        }
        return groups.map { group in
            let names = group.environments.map { environments[$0] }
            var phrase = names[0].displayName
            var notes = group.finding.notes
            if names.count > 1 {
                phrase += " and \(names.count - 1) more"
                notes.append(DiagnosticNote(message: environmentListNote(names, of: included.count)))
            }
            return CollapsedFinding(first: group.finding, finding: LintFinding(
                range: group.finding.range,
                message: message(group, layouts) + " on " + phrase + shownTabsPhrase + group.finding.suffix,
                notes: notes,
                fixIts: group.finding.fixIts,
                problem: group.finding.problem
            ))
        }
    }

    /// The findings of a matrix of one environment (one device in one orientation, as CI often lints): each
    /// problem once, named with that environment, without the collapsing bookkeeping.
    private func singleEnvironmentFindings(_ found: [EnvironmentFinding], in checked: CheckedEnvironment) -> [CollapsedFinding] {
        guard !found.isEmpty else { return [] }
        let phrase = " on " + checked.displayName + shownTabsPhrase
        var kept: [EnvironmentFinding] = []
        // A scan for repeats while there are few problems; a set past 16 keeps a bar of many tabs linear.
        var keys: Set<ProblemKey> = []
        for finding in found {
            if kept.count <= 16 {
                if kept.contains(where: { $0.range == finding.range && $0.problem == finding.problem }) { continue }
            } else {
                if keys.isEmpty { keys = Set(kept.map { ProblemKey(range: $0.range, problem: $0.problem) }) }
                if !keys.insert(ProblemKey(range: finding.range, problem: finding.problem)).inserted { continue }
            }
            kept.append(finding)
        }
        return kept.map { finding in
            CollapsedFinding(first: finding, finding: LintFinding(range: finding.range, message: finding.messageWithBar + phrase + finding.suffix,
                                                                  notes: finding.notes, fixIts: finding.fixIts, problem: finding.problem))
        }
    }

    /// What follows the environments in a finding's message: ``LintContext/optionalTabsHiddenPhrase`` in the run
    /// with only the required tabs shown, else nothing.
    private var shownTabsPhrase: String {
        hidesOptionalTabs ? Self.optionalTabsHiddenPhrase : ""
    }

    /// Whether environment `index` of the matrix shows the floating bar.
    private func isFloating(_ index: Int, _ layouts: [TabBarLayout]) -> Bool {
        layouts[environments[index].layoutClass].geometry == .floating
    }

    /// `on 6 of 66 checked devices and orientations: iPhone SE (3rd generation), portrait and landscape;
    /// iPhone 8, portrait; …` — every environment, a device's orientations together; or `on all 66 checked
    /// devices and orientations` — out of the `total` environments that count for the tab bar.
    private func environmentListNote(_ checked: [CheckedEnvironment], of total: Int) -> String {
        if checked.count == total {
            return "on all \(checked.count) checked devices and orientations"
        }
        var parts: [String] = []
        var index = 0
        while index < checked.count {
            let device = checked[index].device
            let floating = checked[index].addsFloatingBar
            var orientations = [checked[index].orientation.rawValue]
            index += 1
            while index < checked.count, checked[index].device.slug == device.slug, checked[index].addsFloatingBar == floating {
                orientations.append(checked[index].orientation.rawValue)
                index += 1
            }
            parts.append(device.name + ", " + orientations.joined(separator: " and ") + (floating ? CheckedEnvironment.floatingSuffix : ""))
        }
        return "on \(checked.count) of \(total) checked devices and orientations: "
            + parts.joined(separator: "; ")
    }
}

/// What makes two environment findings the same problem: their range and ``EnvironmentFinding/problem``.
private struct ProblemKey: Hashable {
    var range: SourceRange
    var problem: String
}

extension EnvironmentFinding {
    /// The message up to where the environments are named, for a finding on one bar: ``message``, and its
    /// ``barDetail`` when it has one.
    fileprivate var messageWithBar: String {
        barDetail.isEmpty ? message : message + " " + barDetail
    }
}
