import TabSpecRuntime

/// The enum for one tab bar: its cases and members, following cli.md's presence rules.
extension SwiftEmitter {
    /// The enum declaration for `tabBar`.
    static func declaration(for tabBar: TabBarSpec, accessLevel: SwiftAccessLevel, names: SwiftTypeNames) -> SwiftEnumDeclaration {
        let items = tabBar.configuration.items
        let caseNames = items.map { SwiftIdentifier.caseName(for: $0.id) }
        let enumType = SwiftLiteral.identifier(tabBar.name)
        var members: [SwiftMember] = [
            SwiftMember(documentation: ["The tab itself, so the enum works directly with `ForEach` and `List`."],
                        kind: .computedProperty(name: "id", type: "Self", body: .expression(.identifier("self")))),
            SwiftMember(documentation: ["The tab's position in the bar, from 0."],
                        kind: .computedProperty(name: "index", type: names.standard("Int"),
                                                body: switchBody(caseNames, items.indices.map { .integer($0) }))),
        ]
        let string = names.standard("String")
        let symbols = items.map(\.symbolName)
        members += textMember("symbolName", symbols, caseNames: caseNames, string: string,
                              documentation: "The SF Symbol name")
        members += textMember("selectedSymbolName", items.map { $0.selectedSymbolName ?? $0.symbolName },
                              caseNames: caseNames, string: string,
                              documentation: "The SF Symbol name when the tab is selected (`selectedSymbol`, else `symbol`)")
        members += textMember("title", items.map(\.title), caseNames: caseNames, string: string,
                              documentation: "The title under the icon")
        members.append(SwiftMember(
            documentation: ["The VoiceOver label: the spec's `accessibilityLabel`, else the title, else the tab id."],
            kind: .computedProperty(name: "accessibilityLabel", type: string,
                                    body: switchBody(caseNames, items.map { .string($0.accessibilityLabel ?? $0.title ?? $0.id) }))
        ))
        let next = caseNames.indices.map { $0 + 1 < caseNames.count ? SwiftExpression.implicitMember(caseNames[$0 + 1]) : .nilLiteral }
        let previous = caseNames.indices.map { $0 > 0 ? SwiftExpression.implicitMember(caseNames[$0 - 1]) : .nilLiteral }
        members.append(SwiftMember(documentation: ["The tab after this one in swipe order (bar order); `nil` for the last tab."],
                                   kind: .computedProperty(name: "next", type: enumType + "?", body: switchBody(caseNames, next))))
        members.append(SwiftMember(documentation: ["The tab before this one in swipe order (bar order); `nil` for the first tab."],
                                   kind: .computedProperty(name: "previous", type: enumType + "?", body: switchBody(caseNames, previous))))
        let initialIndex = tabBar.configuration.initialIndex
        if caseNames.indices.contains(initialIndex) {
            members.append(SwiftMember(documentation: ["The tab selected when the bar first appears."],
                                       kind: .staticLet(name: "initial", type: enumType, value: .implicitMember(caseNames[initialIndex]))))
        }
        members.append(SwiftMember(
            documentation: ["The spec's resolved values: kind, positioning, sizes, colors, indicator, hide-on-scroll, animation and tabs."],
            kind: .staticLet(name: "configuration", type: names.runtime("TabBarConfiguration"),
                             value: configurationExpression(tabBar.configuration, names: names))
        ))
        members.append(SwiftMember(
            documentation: ["The bar's geometry in `environment`: the same numbers as `tabspec frames`."],
            kind: .staticFunction(
                name: "layout",
                parameters: [SwiftParameter(label: "in", name: "environment", type: names.runtime("TabBarEnvironment"))],
                result: names.runtime("TabBarLayout"),
                body: .expression(.call(.identifier(names.runtime("TabBarLayout")), [
                    SwiftArgument("configuration", .identifier("configuration")),
                    SwiftArgument("environment", .identifier("environment")),
                ]))
            )
        ))
        return SwiftEnumDeclaration(
            documentation: ["The tabs of the `\(tabBar.name)` tab bar, in bar order."],
            access: accessLevel,
            name: tabBar.name,
            inheritance: [string] + ["CaseIterable", "Identifiable", "Sendable"].map(names.standard),
            cases: zip(caseNames, items).map { SwiftEnumCase(name: $0, rawValue: $0 == $1.id ? nil : $1.id) },
            members: members
        )
    }

    /// `switch self { case .a: return v0 … }`.
    static func switchBody(_ caseNames: [String], _ values: [SwiftExpression]) -> SwiftBody {
        .switchOverSelf(zip(caseNames, values).map { SwiftSwitchCase(caseName: $0, value: $1) })
    }

    /// A text member under cli.md's presence rule: `String` when every tab has a value, `String?` when only
    /// some do, absent when none does.
    static func textMember(_ name: String, _ values: [String?], caseNames: [String], string: String,
                           documentation: String) -> [SwiftMember] {
        let present = values.compactMap { $0 }
        if present.isEmpty { return [] }
        let optional = present.count < values.count
        let expressions = values.map { $0.map(SwiftExpression.string) ?? .nilLiteral }
        let suffix = optional ? "; `nil` for a tab without one." : "."
        return [SwiftMember(
            documentation: [documentation + suffix],
            kind: .computedProperty(name: name, type: optional ? string + "?" : string, body: switchBody(caseNames, expressions))
        )]
    }
}
