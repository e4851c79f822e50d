/// `tabspec frames --format csv`: header `tabbar,id,index,x,y,width,height`, one row per item.
extension FramesEmitter {
    /// The id of the More item's row; its `index` field is empty (it is no tab), which no tab's row has.
    package static let moreRowID = "more"

    /// The CSV header and one row per visible item of every tab bar, then a row `more` with an empty index for
    /// a More item, `\n`-terminated (fields quoted per RFC 4180 when they hold a comma, a quote or a line break).
    package static func csv(_ report: FramesReport) -> String {
        var output = "tabbar,id,index,x,y,width,height\n"
        for tabBar in report.tabBars {
            for item in tabBar.layout.items {
                let fields = [
                    tabBar.name, item.id, String(item.index),
                    DecimalText.geometry(item.frame.x), DecimalText.geometry(item.frame.y),
                    DecimalText.geometry(item.frame.width), DecimalText.geometry(item.frame.height),
                ]
                output += fields.map(csvField).joined(separator: ",") + "\n"
            }
            if let more = tabBar.layout.more {
                let fields = [
                    tabBar.name, moreRowID, "",
                    DecimalText.geometry(more.frame.x), DecimalText.geometry(more.frame.y),
                    DecimalText.geometry(more.frame.width), DecimalText.geometry(more.frame.height),
                ]
                output += fields.map(csvField).joined(separator: ",") + "\n"
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
