/// `tabspec frames` (default format): per tab bar a heading, the environment, the bar (and on a floating bar
/// its minimized form, its accessory, its platter, its prominent and search tabs), an aligned table of the visible items (and a `more` row for a More item, with
/// the tabs behind it on the next line) and the layout notes.
extension FramesEmitter {
    /// The readable table of every tab bar, separated by blank lines, ending with a newline.
    package static func table(_ report: FramesReport) -> String {
        guard !report.tabBars.isEmpty else { return "\(report.file): no tab bars\n" }
        return report.tabBars.map { tabBar in
            table(tabBar, environment: report.environment, language: report.language, tabs: report.tabs == nil ? nil : tabBar.shownTabIDs)
        }.joined(separator: "\n")
    }

    /// One tab bar's block (with a `language` line after the environment for `--language`, then a `tabs` line
    /// naming the tabs shown for `--tabs`).
    static func table(_ tabBar: LaidOutTabBar, environment: TabBarEnvironment, language: String? = nil, tabs: [String]? = nil) -> String {
        let layout = tabBar.layout
        let bar = layout.bar
        let floating = layout.geometry == .classic ? "" : ", \(layout.geometry.rawValue)"
        var output = "tabbar \(tabBar.name): \(tabBar.configuration.kind.rawValue), \(layout.positioning.rawValue)\(floating)\n"
        output += "  environment  \(describe(environment))\n"
        if let language { output += "  language     \(language)\n" }
        if let tabs { output += "  tabs         \(tabs.joined(separator: ", "))\n" }
        output += "  safe area    \(describe(environment.safeArea))\n"
        if let unmodelled = unmodelledBar(layout) {
            // An iPad's top bar or no bar (v1.3): no frames, said in words.
            output += "  bar          \(unmodelled)\n"
            output += sidebarOnlyLine(tabBar)
            for note in layout.notes { output += "  note: \(note.message)\n" }
            return output
        }
        output += "  bar          height \(DecimalText.geometry(bar.height)), shown \(describe(bar.shown)), "
            + "hidden \(describe(layout.modelledHiddenFrame))\n"
        if let minimized = bar.minimized {
            output += "  minimized    \(describe(minimized))\n"
        }
        if let accessory = bar.accessory {
            output += "  accessory    expanded \(describe(accessory.expanded)), inline \(describe(accessory.inline))\n"
        }
        if layout.geometry == .floating {
            output += "  platter      \(describe(layout.platter))\n"
        }
        if let detached = layout.detachedTab, detached != layout.searchTab {
            output += "  prominent    \(detached) (apart, the last row)\n"
        }
        if let searchTab = layout.searchTab {
            let place = searchTab == layout.detachedTab ? "the last row"
                : layout.more?.tabs.contains(searchTab) == true ? "behind more" : "with the others"
            output += "  search tab   \(searchTab) (\(place))\n"
        }
        output += sidebarOnlyLine(tabBar)
        output += "\n"
        var table = TextTable(columns: [
            .right("index"), .left("id"), .right("x"), .right("y"), .right("width"), .right("height"),
            .left("icon"), .left("title"), .left("indicator"),
        ])
        /// One row: the index and id, then the frames.
        func row(_ index: String, _ id: String, _ frame: Rect, _ icon: Rect?, _ title: Rect?, _ indicator: Rect?) -> [String] {
            [index, id] + [frame.x, frame.y, frame.width, frame.height].map(DecimalText.geometry)
                + [describe(icon), describe(title), describe(indicator)]
        }
        for item in layout.items {
            table.rows.append(row(String(item.index), item.id, item.frame, item.icon, item.title, item.indicator))
        }
        if let more = layout.more {
            table.rows.append(row("", moreRowID, more.frame, more.icon, more.title, more.indicator))
        }
        output += table.render(indent: "  ")
        if let more = layout.more {
            output += "  behind more: \(more.tabs.joined(separator: ", "))\n"
        }
        for note in layout.notes { output += "  note: \(note.message)\n" }
        return output
    }

    /// `iPhone 16 [iphone-16], portrait, 393 × 852 pt @3x, phone, compact width, regular height, left to right,
    /// iOS 18.0`; explicit environments start with `custom screen`.
    static func describe(_ environment: TabBarEnvironment) -> String {
        let device = environment.deviceSlug.map { slug in
            Device.named(slug).map { "\($0.name) [\(slug)]" } ?? slug
        } ?? "custom screen"
        let direction = environment.layoutDirection == .leftToRight ? "left to right" : "right to left"
        return "\(device), \(environment.orientation.rawValue), "
            + "\(DecimalText.geometry(environment.width)) × \(DecimalText.geometry(environment.height)) pt "
            + "@\(DecimalText.geometry(environment.scale))x, \(environment.idiom.rawValue), "
            + "\(environment.horizontalSizeClass.rawValue) width, \(environment.verticalSizeClass.rawValue) height, "
            + direction + ", iOS \(environment.iOSVersion)"
    }

    /// `top 59, leading 0, bottom 34, trailing 0`.
    static func describe(_ insets: EdgeInsets) -> String {
        "top \(DecimalText.geometry(insets.top)), leading \(DecimalText.geometry(insets.leading)), "
            + "bottom \(DecimalText.geometry(insets.bottom)), trailing \(DecimalText.geometry(insets.trailing))"
    }

    /// `(x, y, width, height)`, or `-` for `nil`.
    static func describe(_ rect: Rect?) -> String {
        guard let rect else { return "-" }
        return "(\(DecimalText.geometry(rect.x)), \(DecimalText.geometry(rect.y)), "
            + "\(DecimalText.geometry(rect.width)), \(DecimalText.geometry(rect.height)))"
    }
}
