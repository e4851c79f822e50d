/// `tabspec frames --format json`: the stable schema of cli.md, members in its order.
extension FramesEmitter {
    /// `{"file", "tabbars": [{"name", "kind", "positioning", "environment", "bar", "items", "more", "notes"}]}`,
    /// pretty-printed, ending with a newline.
    public static func json(_ report: FramesReport) -> String {
        JSONWriter.pretty(jsonValue(report)) + "\n"
    }

    /// The report as a JSON value.
    static func jsonValue(_ report: FramesReport) -> JSONValue {
        .object([
            JSONMember("file", .string(report.file)),
            JSONMember("tabbars", .array(report.tabBars.map { jsonValue($0, environment: report.environment) })),
        ])
    }

    /// One tab bar: name, kind, resolved positioning, environment, bar, the visible items, the More item
    /// (`{"frame", "icon", "title", "tabs"}` or `null`) and notes.
    static func jsonValue(_ tabBar: LaidOutTabBar, environment: TabBarEnvironment) -> JSONValue {
        let layout = tabBar.layout
        return .object([
            JSONMember("name", .string(tabBar.name)),
            JSONMember("kind", .string(tabBar.configuration.kind.rawValue)),
            JSONMember("positioning", .string(layout.positioning.rawValue)),
            JSONMember("environment", .environment(environment)),
            JSONMember("bar", .object([
                JSONMember("height", GeometryNumber.json(layout.bar.height)),
                JSONMember("shown", .rect(layout.bar.shown)),
                JSONMember("hidden", .rect(layout.bar.hidden)),
            ])),
            JSONMember("items", .array(layout.items.map { item in
                .object([
                    JSONMember("id", .string(item.id)),
                    JSONMember("index", .int(item.index)),
                    JSONMember("frame", .rect(item.frame)),
                    JSONMember("icon", .rect(item.icon)),
                    JSONMember("title", .rect(item.title)),
                    JSONMember("indicator", .rect(item.indicator)),
                ])
            })),
            JSONMember("more", layout.more.map { more in
                .object([
                    JSONMember("frame", .rect(more.frame)),
                    JSONMember("icon", .rect(more.icon)),
                    JSONMember("title", .rect(more.title)),
                    JSONMember("tabs", .array(more.tabs.map { .string($0) })),
                ])
            } ?? .null),
            JSONMember("notes", .array(layout.notes.map { .string($0.message) })),
        ])
    }
}
