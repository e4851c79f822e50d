/// A format of `tabspec lint`'s report. A reporter writes as it goes, handing its text out in pieces of about
/// 64 KB between findings, so a large report is printed while it is written instead of being held whole.
package protocol LintReporter {
    /// Writes `report`, handing the text to `sink` in order.
    func write(_ report: LintReport, to sink: (String) -> Void)
}

extension LintReporter {
    /// The whole report as one text.
    package func render(_ report: LintReport) -> String {
        var text = ""
        write(report) { text += $0 }
        return text
    }
}

extension ReporterKind {
    /// The reporter of this kind; `colors` for `human`, `toolVersion` for `sarif`.
    package func reporter(colors: Bool, toolVersion: String) -> any LintReporter {
        switch self {
        case .human: HumanReporter(colors: colors)
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .github: GitHubReporter()
        case .sarif: SARIFReporter(toolVersion: toolVersion)
        case .junit: JUnitReporter()
        }
    }
}
