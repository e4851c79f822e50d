import TabSpecRuntime

/// The enum for one tab bar: its cases and members, following cli.md's presence rules.
extension SwiftEmitter {
    /// The enum declaration for `tabBar`.
    static func declaration(for tabBar: TabBarSpec, accessLevel: SwiftAccessLevel, names: SwiftTypeNames) -> SwiftEnumDeclaration {
        let items = tabBar.configuration.items
        let caseNames = items.map { SwiftIdentifier.caseName(for: $0.id) }
        let enumType = SwiftLiteral.identifier(tabBar.name)
        let optionalEnumType = enumType + "?"
        var members: [SwiftMember] = [
            SwiftMember(documentation: Documentation.id,
                        kind: .computedProperty(name: "id", type: "Self", body: .expression(.identifier("self")))),
            SwiftMember(documentation: Documentation.index,
                        kind: .computedProperty(name: "index", type: names.int,
                                                body: .switchOverSelf(items.indices.map { .integer($0) }))),
        ]
        members += textMember("symbolName", items.map(\.symbolName), names: names,
                              documentation: Documentation.symbolName)
        members += textMember("selectedSymbolName", items.map { $0.selectedSymbolName ?? $0.symbolName },
                              names: names, documentation: Documentation.selectedSymbolName)
        members += textMember("title", items.map(\.title), names: names,
                              documentation: Documentation.title)
        members.append(SwiftMember(
            documentation: Documentation.accessibilityLabel,
            kind: .computedProperty(name: "accessibilityLabel", type: names.string,
                                    body: .switchOverSelf(items.map { .string($0.accessibilityLabel ?? $0.title ?? $0.id) }))
        ))
        let next = caseNames.indices.map { $0 + 1 < caseNames.count ? SwiftExpression.implicitMember(caseNames[$0 + 1]) : .nilLiteral }
        let previous = caseNames.indices.map { $0 > 0 ? SwiftExpression.implicitMember(caseNames[$0 - 1]) : .nilLiteral }
        members.append(SwiftMember(documentation: Documentation.next,
                                   kind: .computedProperty(name: "next", type: optionalEnumType, body: .switchOverSelf(next))))
        members.append(SwiftMember(documentation: Documentation.previous,
                                   kind: .computedProperty(name: "previous", type: optionalEnumType, body: .switchOverSelf(previous))))
        let initialIndex = tabBar.configuration.initialIndex
        if caseNames.indices.contains(initialIndex) {
            members.append(SwiftMember(documentation: Documentation.initial,
                                       kind: .staticLet(name: "initial", type: enumType, value: .implicitMember(caseNames[initialIndex]))))
        }
        members.append(SwiftMember(
            documentation: Documentation.configuration,
            kind: .staticLet(name: "configuration", type: names.configuration,
                             value: configurationExpression(tabBar.configuration, names: names))
        ))
        members.append(SwiftMember(
            documentation: Documentation.layout,
            kind: .staticFunction(
                name: "layout",
                parameters: [SwiftParameter(label: "in", name: "environment", type: names.environment)],
                result: names.layout,
                body: .expression(.call(.identifier(names.layout), [
                    SwiftArgument("configuration", .identifier("configuration")),
                    SwiftArgument("environment", .identifier("environment")),
                ]))
            )
        ))
        return SwiftEnumDeclaration(
            documentation: ["The tabs of the `\(tabBar.name)` tab bar, in bar order."],
            access: accessLevel,
            name: tabBar.name,
            inheritance: names.inheritance,
            cases: zip(caseNames, items).map { SwiftEnumCase(name: $0, rawValue: $0 == $1.id ? nil : $1.id) },
            members: members
        )
    }

    /// The members' documentation lines, built once rather than for every enum.
    private enum Documentation {
        static let id = ["The tab itself, so the enum works directly with `ForEach` and `List`."]
        static let index = ["The tab's position in the bar, from 0."]
        static let symbolName = TextDocumentation("The SF Symbol name")
        static let selectedSymbolName = TextDocumentation(
            "The SF Symbol name when the tab is selected (`selectedSymbol`, else `symbol`)")
        static let title = TextDocumentation("The title under the icon")
        static let accessibilityLabel = [
            "The VoiceOver label: the spec's `accessibilityLabel`, else the title, else the tab id.",
        ]
        static let next = ["The tab after this one in swipe order (bar order); `nil` for the last tab."]
        static let previous = ["The tab before this one in swipe order (bar order); `nil` for the first tab."]
        static let initial = ["The tab selected when the bar first appears."]
        static let configuration = [
            "The spec's resolved values: kind, positioning, sizes, colors, indicator, hide-on-scroll, animation and tabs.",
        ]
        static let layout = ["The bar's geometry in `environment`: the same numbers as `tabspec frames`."]
    }

    /// A text member's documentation: for every tab having a value, and for only some.
    struct TextDocumentation {
        /// When every tab has a value.
        let every: [String]
        /// When only some do.
        let some: [String]

        /// The documentation of a member described by `summary`.
        init(_ summary: String) {
            every = [summary + "."]
            some = [summary + "; `nil` for a tab without one."]
        }
    }

    /// A text member under cli.md's presence rule: `String` when every tab has a value, `String?` when only
    /// some do, absent when none does.
    static func textMember(_ name: String, _ values: [String?], names: SwiftTypeNames,
                           documentation: TextDocumentation) -> [SwiftMember] {
        let presentCount = values.count { $0 != nil }
        if presentCount == 0 { return [] }
        let optional = presentCount < values.count
        let expressions = values.map { $0.map(SwiftExpression.string) ?? .nilLiteral }
        return [SwiftMember(
            documentation: optional ? documentation.some : documentation.every,
            kind: .computedProperty(name: name, type: optional ? names.optionalString : names.string,
                                    body: .switchOverSelf(expressions))
        )]
    }
}
