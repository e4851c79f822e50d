/// Writes a ``FramesReport`` as `tabspec frames` prints it: a readable table, JSON (the stable schema of
/// cli.md) or CSV. Every number goes through ``DecimalText/geometry(_:)``.
package enum FramesEmitter {
    /// The output formats of `tabspec frames --format`.
    package enum Format: String, Sendable, CaseIterable {
        /// Aligned columns per tab bar, with the environment and notes (the default).
        case table
        /// The stable JSON schema of cli.md.
        case json
        /// `tabbar,id,index,x,y,width,height`, one row per item.
        case csv
    }

    /// `report` in `format`, ending with a newline.
    package static func render(_ report: FramesReport, format: Format) -> String {
        switch format {
        case .table: return table(report)
        case .json: return json(report)
        case .csv: return csv(report)
        }
    }
}
