/// `tabspec frames --format csv`: header `tabbar,id,index,x,y,width,height`, one row per item.
extension FramesEmitter {
    /// The id of the More item's row; its `index` field is empty (it is no tab), which no tab's row has.
    package static let moreRowID = "more"
    /// The id of a floating bar's platter row; its `index` field is empty too.
    package static let platterRowID = "platter"

    /// The CSV header and one row per visible item of every tab bar, then a row `more` with an empty index for
    /// a More item, or a row `platter` with an empty index for a floating bar's platter, `\n`-terminated
    /// (fields quoted per RFC 4180 when they hold a comma, a quote or a line break).
    package static func csv(_ report: FramesReport) -> String {
        var output = "tabbar,id,index,x,y,width,height\n"
        for tabBar in report.tabBars {
            /// One row of this tab bar.
            func row(_ id: String, _ index: String, _ frame: Rect) {
                let fields = [tabBar.name, id, index] + [frame.x, frame.y, frame.width, frame.height].map(DecimalText.geometry)
                output += fields.map(csvField).joined(separator: ",") + "\n"
            }
            for item in tabBar.layout.items {
                row(item.id, String(item.index), item.frame)
            }
            if let more = tabBar.layout.more {
                row(moreRowID, "", more.frame)
            }
            if let platter = tabBar.layout.platter {
                row(platterRowID, "", platter)
            }
        }
        return output
    }

    /// `field` as an RFC 4180 field: quoted, with quotes doubled, when it holds `,`, `"`, CR or LF.
    static func csvField(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return field
        }
        var quoted = "\""
        for scalar in field.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
