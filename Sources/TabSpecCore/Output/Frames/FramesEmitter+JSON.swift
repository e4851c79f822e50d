/// `tabspec frames --format json`: the stable schema of cli.md, members in its order.
extension FramesEmitter {
    /// `{"file", "tabbars": [{"name", "kind", "positioning", "environment", "bar", "items", "more", "geometry",
    /// "platter", "searchTab", "detachedTab", "notes"}]}`, pretty-printed, ending with a newline.
    package static func json(_ report: FramesReport) -> String {
        var json = JSONWriter()
        json.object { json in
            json.member("file", report.file)
            json.member("tabbars", array: { json in
                for tabBar in report.tabBars {
                    write(tabBar, environment: report.environment, language: report.language,
                          tabs: report.tabs == nil ? nil : tabBar.shownTabIDs, to: &json)
                }
            })
        }
        json.output.append("\n")
        return json.output.takeText()
    }

    /// One tab bar: name, kind, resolved positioning, environment, bar (`hidden` is `null` on a floating bar;
    /// v1.3: `minimized`, a screen rect or `null`, and `accessory`, `{"expanded", "inline"}` or `null`), the
    /// visible items, the More item (`{"frame", "icon", "title", "tabs"}` or `null`), then (v1.2) the
    /// geometry (`classic` or `floating`), the platter (a bar-relative rect or `null`), the search tab's id (or
    /// `null`), (v1.3) the detached tab's id (or `null`), and notes. With `--language`, the environment ends with `"language"`; with `--tabs`, then with
    /// `"tabs"`, the ids of the tabs shown in bar order (the items' `index` is a position among them).
    static func write(_ tabBar: LaidOutTabBar, environment: TabBarEnvironment, language: String? = nil, tabs: [String]? = nil,
                      to json: inout JSONWriter) {
        let layout = tabBar.layout
        json.object { json in
            json.member("name", tabBar.name)
            json.member("kind", tabBar.configuration.kind.rawValue)
            json.member("positioning", layout.positioning.rawValue)
            json.key("environment")
            json.environment(environment, language: language, tabs: tabs)
            // An iPad's top bar or no bar (v1.3) has no frames: `"bar": null`, and `"items": null` for the top bar
            // (not modelled), `[]` where there is no bar.
            guard layout.geometry.hasFrames else {
                json.key("bar")
                json.null()
                json.key("items")
                if layout.geometry == .top { json.null() } else { json.array { _ in } }
                json.key("more")
                json.null()
                writeTail(layout, to: &json)
                return
            }
            json.member("bar", object: { json in
                json.member("height", geometry: layout.bar.height)
                json.member("shown", rect: layout.bar.shown)
                json.member("hidden", rect: layout.modelledHiddenFrame)
                json.member("minimized", rect: layout.bar.minimized)
                json.key("accessory")
                if let accessory = layout.bar.accessory {
                    json.object { json in
                        json.member("expanded", rect: accessory.expanded)
                        json.member("inline", rect: accessory.inline)
                    }
                } else {
                    json.null()
                }
            })
            json.member("items", array: { json in
                for item in layout.items {
                    json.object { json in
                        json.member("id", item.id)
                        json.member("index", item.index)
                        json.member("frame", rect: item.frame)
                        json.member("icon", rect: item.icon)
                        json.member("title", rect: item.title)
                        json.member("indicator", rect: item.indicator)
                    }
                }
            })
            json.key("more")
            if let more = layout.more {
                json.object { json in
                    json.member("frame", rect: more.frame)
                    json.member("icon", rect: more.icon)
                    json.member("title", rect: more.title)
                    json.member("tabs", array: { json in
                        for tab in more.tabs { json.string(tab) }
                    })
                }
            } else {
                json.null()
            }
            writeTail(layout, to: &json)
        }
    }

    /// The members after `more`: geometry, platter, searchTab, detachedTab, notes.
    private static func writeTail(_ layout: TabBarLayout, to json: inout JSONWriter) {
        json.member("geometry", layout.geometry.rawValue)
        json.member("platter", rect: layout.platter)
        json.member("searchTab", layout.searchTab)
        json.member("detachedTab", layout.detachedTab)
        json.member("notes", array: { json in
            for note in layout.notes { json.string(note.message) }
        })
    }
}
