/// `frames --tabs` and `render --tabs`: which tabs of which bar a run lays out.
extension Compiler {
    /// Checks that showing only the tabs `ids` (`--tabs`; ``TabBarSpec/showing(tabs:)``) means one thing for
    /// `tabBars`: one tab bar (the file's only one, or the one `--tabbar` chose), every id a tab of it and given
    /// once, and no required tab left out. `nil` ids (every tab of every bar) always do.
    func check(tabs ids: [String]?, of tabBars: [TabBarSpec], file: String) throws(LayoutFailure) {
        guard let ids else { return }
        guard tabBars.count == 1, let bar = tabBars.first else {
            if tabBars.isEmpty { throw .unknownName("'--tabs' names tabs of a tab bar, and '\(file)' defines none") }
            throw .unknownName("'--tabs' names the tabs of one tab bar, and '\(file)' defines "
                + "\(Diagnostic.quotedList(tabBars.map(\.name), conjunction: "and")); choose one with '--tabbar NAME'")
        }
        var seen: Set<String> = []
        for id in ids {
            guard bar.tabs.contains(where: { $0.id == id }) else { throw .unknownName(unknownTab(id, in: bar)) }
            guard seen.insert(id).inserted else { throw .unknownName("'--tabs' names tab '\(id)' twice") }
        }
        let missing = bar.requiredTabIDs.filter { !seen.contains($0) }
        if !missing.isEmpty {
            let list = Diagnostic.quotedList(missing, conjunction: "and")
            let (which, them) = missing.count == 1 ? ("which is", "it") : ("which are", "them")
            throw .unknownName("'--tabs' leaves out \(list) of tab bar '\(bar.name)', \(which) required; "
                + "add \(them) to the list, or mark \(them) 'optional: true' in the spec")
        }
    }

    /// `no tab 'serch' in tab bar 'Main'; did you mean 'search'?` (or the bar's tabs when nothing is close).
    func unknownTab(_ id: String, in bar: TabBarSpec) -> String {
        let ids = bar.tabs.map(\.id)
        return "no tab '\(id)' in tab bar '\(bar.name)'"
            + Suggestion.phrase(for: id, among: ids, otherwise: "; its tabs are \(Diagnostic.quotedList(ids, conjunction: "and"))")
    }
}
