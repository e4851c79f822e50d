/// `tabspec frames` (default format): per tab bar a heading, the environment, the bar, an aligned table of
/// the visible items (and a `more` row for a More item, with the tabs behind it on the next line) and the
/// layout notes.
extension FramesEmitter {
    /// The readable table of every tab bar, separated by blank lines, ending with a newline.
    package static func table(_ report: FramesReport) -> String {
        guard !report.tabBars.isEmpty else { return "\(report.file): no tab bars\n" }
        return report.tabBars.map { table($0, environment: report.environment) }.joined(separator: "\n")
    }

    /// One tab bar's block.
    static func table(_ tabBar: LaidOutTabBar, environment: TabBarEnvironment) -> String {
        let layout = tabBar.layout
        let bar = layout.bar
        var output = "tabbar \(tabBar.name): \(tabBar.configuration.kind.rawValue), \(layout.positioning.rawValue)\n"
        output += "  environment  \(describe(environment))\n"
        output += "  safe area    \(describe(environment.safeArea))\n"
        output += "  bar          height \(GeometryNumber.text(bar.height)), shown \(describe(bar.shown)), hidden \(describe(bar.hidden))\n"
        output += "\n"
        var table = TextTable(columns: [
            .init(header: "index", alignment: .right),
            .init(header: "id", alignment: .left),
            .init(header: "x", alignment: .right),
            .init(header: "y", alignment: .right),
            .init(header: "width", alignment: .right),
            .init(header: "height", alignment: .right),
            .init(header: "icon", alignment: .left),
            .init(header: "title", alignment: .left),
            .init(header: "indicator", alignment: .left),
        ])
        for item in layout.items {
            table.rows.append([
                String(item.index), item.id,
                GeometryNumber.text(item.frame.x), GeometryNumber.text(item.frame.y),
                GeometryNumber.text(item.frame.width), GeometryNumber.text(item.frame.height),
                describe(item.icon), describe(item.title), describe(item.indicator),
            ])
        }
        if let more = layout.more {
            table.rows.append([
                "", moreRowID,
                GeometryNumber.text(more.frame.x), GeometryNumber.text(more.frame.y),
                GeometryNumber.text(more.frame.width), GeometryNumber.text(more.frame.height),
                describe(more.icon), describe(more.title), describe(more.indicator),
            ])
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
            + "\(GeometryNumber.text(environment.width)) × \(GeometryNumber.text(environment.height)) pt "
            + "@\(GeometryNumber.text(environment.scale))x, \(environment.idiom.rawValue), "
            + "\(environment.horizontalSizeClass.rawValue) width, \(environment.verticalSizeClass.rawValue) height, "
            + direction + ", iOS \(environment.iOSVersion)"
    }

    /// `top 59, leading 0, bottom 34, trailing 0`.
    static func describe(_ insets: EdgeInsets) -> String {
        "top \(GeometryNumber.text(insets.top)), leading \(GeometryNumber.text(insets.leading)), "
            + "bottom \(GeometryNumber.text(insets.bottom)), trailing \(GeometryNumber.text(insets.trailing))"
    }

    /// `(x, y, width, height)`, or `-` for `nil`.
    static func describe(_ rect: Rect?) -> String {
        guard let rect else { return "-" }
        return "(\(GeometryNumber.text(rect.x)), \(GeometryNumber.text(rect.y)), "
            + "\(GeometryNumber.text(rect.width)), \(GeometryNumber.text(rect.height)))"
    }
}
