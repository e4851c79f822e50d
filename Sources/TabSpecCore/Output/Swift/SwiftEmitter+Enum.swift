import TabSpecRuntime

/// The enum for one tab bar: its cases and members, following cli.md's presence rules.
extension SwiftEmitter {
    /// Writes the enum of `tabBar`, its members `access`, spelling the library types `shadowed` hides with
    /// their module; with `localization`, its texts are looked up at run time (``writeLocalizedTexts``).
    static func writeEnum(_ tabBar: TabBarSpec, access: SwiftAccessLevel, localization: TabBarLocalization? = nil, shadowed: ShadowedTypes,
                          to out: inout SwiftWriter) {
        let items = tabBar.configuration.items
        let enumName = SwiftLiteral.identifier(tabBar.name)
        // Every switch spells each case as `.name`; the names are worked out once per enum.
        let caseNames = items.map { SwiftIdentifier.caseName(for: $0.id) }
        let cases = caseNames.map(SwiftLiteral.identifier)

        out.write("/// The tabs of the `")
        out.commentText(tabBar.name)
        out.write("` tab bar, in bar order.")
        out.newline()
        out.write(string: access.keyword)
        out.write(" enum ")
        out.write(string: enumName)
        out.write(": ")
        for (index, type) in conformances.enumerated() {
            if index > 0 { out.write(", ") }
            out.type(type, shadowed)
        }
        out.write(" {")
        out.newline()
        out.indented { out in
            for (name, item) in zip(caseNames, items) {
                out.indent()
                out.write("case ")
                out.identifier(name)
                if name != item.id {
                    out.write(" = ")
                    out.stringLiteral(item.id)
                }
                out.newline()
            }
            var member = Member(access: access, hasCases: !items.isEmpty)

            member.begin("The tab itself, so the enum works directly with `ForEach` and `List`.", to: &out)
            out.write("var id: Self { self }")
            out.newline()

            member.begin("The tab's position in the bar, from 0.", to: &out)
            member.switchOverSelf("index", type: { $0.type(.int, shadowed) }, cases: cases, to: &out) { out, index in
                out.integer(index)
            }

            writeText("symbolName", "The SF Symbol name", items.map(\.symbolName), cases: cases, member: &member,
                      shadowed: shadowed, to: &out)
            writeText("selectedSymbolName", "The SF Symbol name when the tab is selected (`selectedSymbol`, else `symbol`)",
                      items.map { $0.selectedSymbolName ?? $0.symbolName }, cases: cases, member: &member,
                      shadowed: shadowed, to: &out)
            writeText("imageName", "The name of the tab's image in the app's asset catalog (`image`)", items.map(\.imageName),
                      cases: cases, member: &member, shadowed: shadowed, to: &out)
            writeText("selectedImageName", "The image's name when the tab is selected (`selectedImage`, else `image`)",
                      items.map { $0.selectedImageName ?? $0.imageName }, cases: cases, member: &member, shadowed: shadowed, to: &out)
            if let localization {
                writeLocalizedTexts(tabBar, localization, cases: cases, member: &member, shadowed: shadowed, to: &out)
            } else {
                writeText("title", "The title under the icon", items.map(\.title), cases: cases, member: &member,
                          shadowed: shadowed, to: &out)

                member.begin("The VoiceOver label: the spec's `accessibilityLabel`, else the title, else the tab id.", to: &out)
                member.switchOverSelf("accessibilityLabel", type: { $0.type(.string, shadowed) }, cases: cases, to: &out) { out, index in
                    let item = items[index]
                    out.stringLiteral(item.accessibilityLabel ?? item.title ?? item.id)
                }
                writeText("accessibilityHint", "The VoiceOver hint (`accessibilityHint`)", items.map(\.accessibilityHint), cases: cases,
                          member: &member, shadowed: shadowed, to: &out)
            }
            writeText("accessibilityIdentifier", "The identifier UI tests find the item by (`accessibilityIdentifier`)",
                      items.map(\.accessibilityIdentifier), cases: cases, member: &member, shadowed: shadowed, to: &out)

            if items.contains(where: \.isSearch) {
                member.begin("Whether this is the bar's search tab (`role: search`): `Tab(role: .search)`, `UISearchTab`.", to: &out)
                member.switchOverSelf("isSearch", type: { $0.type(.bool, shadowed) }, cases: cases, to: &out) { out, index in
                    out.boolean(items[index].isSearch)
                }
            }
            let hasActions = items.contains(where: \.isAction)
            if hasActions {
                member.begin("Whether the tab performs an action (`role: action`): a tap calls the app's handler and the selection stays.",
                             to: &out)
                member.switchOverSelf("isAction", type: { $0.type(.bool, shadowed) }, cases: cases, to: &out) { out, index in
                    out.boolean(items[index].isAction)
                }
            }
            let hasOptionalTabs = items.contains(where: \.isOptional)
            if hasOptionalTabs {
                member.begin("Whether the app decides at run time whether the tab shows (`optional: true`).", to: &out)
                member.switchOverSelf("isOptional", type: { $0.type(.bool, shadowed) }, cases: cases, to: &out) { out, index in
                    out.boolean(items[index].isOptional)
                }
            }
            if items.contains(where: \.isProminent) {
                member.begin("Whether this is the bar's prominent tab (`prominent: true`): iOS 27's `Tab(role: .prominent)`, ",
                             "`prominentTabIdentifier`.", to: &out)
                member.switchOverSelf("isProminent", type: { $0.type(.bool, shadowed) }, cases: cases, to: &out) { out, index in
                    out.boolean(items[index].isProminent)
                }
            }

            writeNeighbours(items, cases: cases, enumName: enumName, skippingActions: hasActions, member: &member, to: &out)

            let initialIndex = tabBar.configuration.initialIndex
            if cases.indices.contains(initialIndex) {
                member.begin("The tab selected when the bar first appears.", to: &out)
                out.write("static let initial: ")
                out.write(string: enumName)
                out.write(" = ")
                out.caseOrNil(cases[initialIndex])
                out.newline()
            }
            if hasOptionalTabs {
                member.begin("The tabs that are not `optional`, in bar order: the ones the bar always shows.", to: &out)
                out.write("static let required: [")
                out.write(string: enumName)
                out.write("] = ")
                out.list(.elements, trailing: 0) { out in
                    for (item, name) in zip(items, cases) where !item.isOptional {
                        out.item()
                        out.caseOrNil(name)
                    }
                }
                out.newline()
            }

            member.begin(
                "The spec's resolved values: kind, positioning, sizes, colors, indicator, hide-on-scroll, animation and tabs.",
                to: &out)
            out.write("static let configuration: ")
            out.type(.tabBarConfiguration, shadowed)
            out.write(" = ")
            writeConfiguration(tabBar.configuration, sectionTitles: localization.map { LocalizedSectionTitles(tabBar, $0) },
                               shadowed: shadowed, to: &out)
            out.newline()
            writeThemes(tabBar, member: &member, shadowed: shadowed, to: &out)

            member.begin("The bar's geometry in `environment`: the same numbers as `tabspec frames`.", to: &out)
            out.write("static func layout(in environment: ")
            out.type(.tabBarEnvironment, shadowed)
            out.write(") -> ")
            out.type(.tabBarLayout, shadowed)
            out.write(" {")
            out.newline()
            out.indented { out in
                // At most 92 columns: always on one line.
                out.indent()
                out.type(.tabBarLayout, shadowed)
                out.write("(configuration: configuration, environment: environment)")
                out.newline()
            }
            out.indent()
            out.write("}")
            out.newline()
        }
        out.write("}")
        out.newline()
        if localization != nil, !items.isEmpty {
            var genericTexts: [StaticString] = []
            if items.allSatisfy({ $0.title != nil }) { genericTexts.append("title") }
            if items.allSatisfy({ $0.accessibilityHint != nil }) { genericTexts.append("accessibilityHint") }
            writeGenericTexts(genericTexts, enumName: enumName, access: access, shadowed: shadowed, to: &out)
        }
        if hasImageBundle(tabBar) {
            writeImageBundle(enumName: enumName, access: access, shadowed: shadowed, to: &out)
        }
    }

    /// `next` and `previous`: the neighbouring tab in swipe order (bar order), `nil` at the ends; with
    /// `skippingActions`, the nearest tab that is not an action (an action tab never becomes the selection).
    private static func writeNeighbours(_ items: [TabBarConfiguration.Item], cases: [String], enumName: String, skippingActions: Bool,
                                        member: inout Member, to out: inout SwiftWriter) {
        let optionalEnum = { (out: inout SwiftWriter) in
            out.write(string: enumName)
            out.write("?")
        }
        let selectable = items.indices.filter { !items[$0].isAction }
        if skippingActions {
            member.begin("The tab after this one in swipe order (bar order, skipping action tabs); `nil` after the last one.", to: &out)
        } else {
            member.begin("The tab after this one in swipe order (bar order); `nil` for the last tab.", to: &out)
        }
        member.switchOverSelf("next", type: optionalEnum, cases: cases, to: &out) { out, index in
            out.caseOrNil(selectable.first { $0 > index }.map { cases[$0] })
        }
        if skippingActions {
            member.begin("The tab before this one in swipe order (bar order, skipping action tabs); `nil` before the first one.",
                         to: &out)
        } else {
            member.begin("The tab before this one in swipe order (bar order); `nil` for the first tab.", to: &out)
        }
        member.switchOverSelf("previous", type: optionalEnum, cases: cases, to: &out) { out, index in
            out.caseOrNil(selectable.last { $0 < index }.map { cases[$0] })
        }
    }

    /// What every enum inherits: `String, CaseIterable, Identifiable, Sendable, TabBarTab`.
    private static let conformances: [SwiftLibraryType] = [.string, .caseIterable, .identifiable, .sendable, .tabBarTab]

    /// A text member under cli.md's presence rule: `String` when every tab has a value, `String?` (documented
    /// with "`nil` for a tab without one") when only some do, absent when none does. `summary` starts its
    /// documentation.
    static func writeText(_ name: StaticString, _ summary: StaticString, _ values: [String?], cases: [String],
                          member: inout Member, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        let presentCount = values.count { $0 != nil }
        if presentCount == 0 { return }
        let optional = presentCount < values.count
        member.begin(summary, optional ? "; `nil` for a tab without one." : ".", to: &out)
        member.switchOverSelf(name, type: { out in
            out.type(.string, shadowed)
            if optional { out.write("?") }
        }, cases: cases, to: &out) { out, index in
            if let value = values[index] { out.stringLiteral(value) } else { out.write("nil") }
        }
    }

    /// The members of one enum: each after a blank line (but the first when there are no cases), with its
    /// documentation and access level.
    struct Member {
        /// The access level of every member.
        let access: SwiftAccessLevel
        /// Whether the enum has cases, which a blank line separates from the first member.
        let hasCases: Bool
        /// Whether a member was written.
        var started = false

        /// Starts a member: the blank line, `/// summary…` and the indented access keyword.
        mutating func begin(_ summary: StaticString, _ end: StaticString = "", to out: inout SwiftWriter) {
            if started || hasCases { out.newline() }
            started = true
            out.indent()
            out.write("/// ")
            out.write(summary)
            out.write(end)
            out.newline()
            out.indent()
            out.write(string: access.keyword)
            out.write(" ")
        }

        /// `var name: Type { switch self { case .a: return value … } }`, one case per line with the value
        /// `value` writes for the case's index.
        func switchOverSelf(_ name: StaticString, type: (inout SwiftWriter) -> Void, cases: [String], to out: inout SwiftWriter,
                            value: (inout SwiftWriter, Int) -> Void) {
            out.write("var ")
            out.write(name)
            out.write(": ")
            type(&out)
            out.write(" {")
            out.newline()
            out.indented { out in
                out.indent()
                out.write("switch self {")
                out.newline()
                for (index, name) in cases.enumerated() {
                    out.indent()
                    out.write("case .")
                    out.write(string: name)
                    out.write(": return ")
                    value(&out, index)
                    out.newline()
                }
                out.indent()
                out.write("}")
                out.newline()
            }
            out.indent()
            out.write("}")
            out.newline()
        }
    }
}

extension SwiftWriter {
    /// `.name` for a case spelled `name`, or `nil`.
    fileprivate mutating func caseOrNil(_ name: String?) {
        guard let name else { return write("nil") }
        write(byte: UInt8(ascii: "."))
        write(string: name)
    }
}
