/// `implicit-item-width`: a system bar asks for centered items without saying how wide.
enum ImplicitItemWidthRule: LintRule {
    static let description = RuleDescription(
        id: .implicitItemWidth,
        name: "Implicit item width",
        defaultSeverity: .warning,
        summary: "A 'system' bar asks for 'itemPositioning: centered' without 'itemWidth'.",
        rationale: """
            Without 'itemWidth', centered frames use UIKit's legacy defaults (76 pt items, 34 pt apart), \
            measured on old iOS versions and not verified on current ones, so the computed frames, pictures and \
            lint findings may not match the device. Setting 'itemWidth' makes UIKit and tabspec agree. \
            'automatic' does not fire: there UIKit's own default is the intent.
            """,
        triggering: [
            """
            tabbar Main {
                itemPositioning: ↓centered
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                itemPositioning: centered
                itemWidth: 76
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                itemPositioning: automatic
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let configuration = tabBar.configuration
        guard configuration.kind == .system, configuration.itemPositioning == .centered, configuration.itemWidth == nil,
              let positioning = tabBar.spec.properties[.itemPositioning] else { return [] }
        let width = LintText.points(TabBarConfiguration.systemCenteredItemWidth)
        let spacing = LintText.points(TabBarConfiguration.systemCenteredItemSpacing)
        return [
            LintFinding(
                range: positioning.valueRange,
                message: "centered items without 'itemWidth' use UIKit's legacy defaults (\(width) pt wide, \(spacing) pt "
                    + "apart), which are unverified on current iOS; set 'itemWidth'",
                fixIts: [insertItemWidth(after: positioning, width: width, in: context.source)]
            ),
        ]
    }

    /// A Fix-It adding `itemWidth: 76` on a new line after `itemPositioning`, indented like it.
    private static func insertItemWidth(after property: SpecProperty, width: String, in source: SourceFile) -> FixIt {
        let line = source.rangeOfLine(source.lineIndex(of: property.keyRange.start) + 1)
        var indentation = ""
        for byte in source.bytes[line.start..<property.keyRange.start] {
            indentation.append(byte == UInt8(ascii: "\t") ? "\t" : " ")
        }
        return FixIt(
            message: "insert 'itemWidth: \(width)'",
            edits: [TextEdit(range: SourceRange(at: property.valueRange.end), replacement: "\n" + indentation + "itemWidth: \(width)")]
        )
    }
}
