import TabSpecRuntime

/// The members of a localized tab bar (localization.md, "Generated Swift"): `title`, `accessibilityLabel` and
/// `accessibilityHint` (v1.3) look the current locale's text up at run time with
/// `Bundle.localizedString(forKey:value:table:)`, the spec's text as the fallback; `titleKey`, `sourceTitle`,
/// `accessibilityLabelKey` and `accessibilityHintKey` give the keys and the source text. The presence rule is
/// the unlocalized members': `String` when every tab has the text, `String?` when only some do, absent when
/// none does.
extension SwiftEmitter {
    /// Writes `title`, `titleKey`, `sourceTitle`, `accessibilityLabel`, `accessibilityLabelKey`,
    /// `accessibilityHint` and `accessibilityHintKey` of a tab bar localized by `localization`.
    static func writeLocalizedTexts(_ tabBar: TabBarSpec, _ localization: TabBarLocalization, cases: [String], member: inout Member,
                                    shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        let items = tabBar.configuration.items
        let titles = items.map(\.title)
        let titleKeys = items.indices.map { tabBar.titleKey(ofTab: $0) }
        let titleCount = titles.count { $0 != nil }
        if titleCount > 0 {
            let optional = titleCount < titles.count
            member.begin("The localized title: the text of `titleKey` in the table, else `sourceTitle`",
                         optional ? "; `nil` for a tab without one." : ".", to: &out)
            out.write("var title: ")
            out.type(.string, shadowed)
            if optional { out.write("?") }
            out.write(" {")
            out.newline()
            out.indented { out in
                out.indent()
                if optional {
                    out.write("guard let titleKey, let sourceTitle else { return nil }")
                    out.newline()
                    out.indent()
                    out.write("return ")
                }
                out.localizedString(localization, shadowed: shadowed, key: { $0.write("titleKey") }, value: { $0.write("sourceTitle") })
                out.newline()
            }
            out.indent()
            out.write("}")
            out.newline()
            writeText("titleKey", "The title's localization key: `titleKey`, else `<TabBar>.<tab id>.title`", titleKeys,
                      cases: cases, member: &member, shadowed: shadowed, to: &out)
            writeText("sourceTitle", "The title as the spec writes it (its source language), which `title` falls back to", titles,
                      cases: cases, member: &member, shadowed: shadowed, to: &out)
        }

        member.begin("The localized VoiceOver label: the spec's `accessibilityLabel`, else the title, else the tab id.", to: &out)
        member.switchOverSelf("accessibilityLabel", type: { $0.type(.string, shadowed) }, cases: cases, to: &out) { out, index in
            let item = items[index]
            if let label = item.accessibilityLabel, let key = tabBar.accessibilityLabelKey(ofTab: index) {
                out.localizedString(localization, shadowed: shadowed, key: { $0.stringLiteral(key) }, value: { $0.stringLiteral(label) })
            } else if let title = item.title, let key = titleKeys[index] {
                out.localizedString(localization, shadowed: shadowed, key: { $0.stringLiteral(key) }, value: { $0.stringLiteral(title) })
            } else {
                out.stringLiteral(item.id)
            }
        }
        let labelKeys = items.indices.map { tabBar.accessibilityLabelKey(ofTab: $0) }
        writeText("accessibilityLabelKey", "The localization key of the spec's `accessibilityLabel`", labelKeys, cases: cases,
                  member: &member, shadowed: shadowed, to: &out)
        writeLocalizedHint(tabBar, localization, cases: cases, member: &member, shadowed: shadowed, to: &out)
    }

    /// `accessibilityHint` looked up by its key (v1.3), and `accessibilityHintKey`, under the presence rule:
    /// nothing when no tab writes an `accessibilityHint`.
    private static func writeLocalizedHint(_ tabBar: TabBarSpec, _ localization: TabBarLocalization, cases: [String],
                                           member: inout Member, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        let hints = tabBar.configuration.items.map(\.accessibilityHint)
        let hintCount = hints.count { $0 != nil }
        guard hintCount > 0 else { return }
        let optional = hintCount < hints.count
        let keys = hints.indices.map { tabBar.key(ofTab: $0, role: .accessibilityHint) }
        member.begin("The localized VoiceOver hint: the text of `accessibilityHintKey` in the table, else the spec's text",
                     optional ? "; `nil` for a tab without one." : ".", to: &out)
        member.switchOverSelf("accessibilityHint", type: { out in
            out.type(.string, shadowed)
            if optional { out.write("?") }
        }, cases: cases, to: &out) { out, index in
            guard let hint = hints[index], let key = keys[index] else { return out.write("nil") }
            out.localizedString(localization, shadowed: shadowed, key: { $0.stringLiteral(key) }, value: { $0.stringLiteral(hint) })
        }
        writeText("accessibilityHintKey", "The localization key of the spec's `accessibilityHint`", keys, cases: cases,
                  member: &member, shadowed: shadowed, to: &out)
    }

    /// `extension TabBarTab where Self == Name { var title: String? { … } }` for a localized enum whose tabs all
    /// have a title (and `accessibilityHint` likewise when they all have a hint, v1.3): its own member is a
    /// `String`, which cannot fulfil the protocol's `String?` requirement, so without this the protocol's
    /// default (the configuration's source text) would answer code generic over `TabBarTab` — the SwiftUI
    /// and UIKit adapters. Code naming the enum still gets its `String`. Nothing for no `members`.
    static func writeGenericTexts(_ members: [StaticString], enumName: String, access: SwiftAccessLevel, shadowed: ShadowedTypes,
                                  to out: inout SwiftWriter) {
        guard let first = members.first else { return }
        out.newline()
        if members.count == 1 && first.description == "title" {
            out.write("/// `title` for code generic over `TabBarTab` (the SwiftUI and UIKit adapters): the protocol asks for a `String?`,")
            out.newline()
            out.write("/// which the enum's `String` does not fulfil, and its default reads the configuration's source text.")
        } else {
            out.write("/// Localized texts for code generic over `TabBarTab` (the SwiftUI and UIKit adapters): the protocol asks for")
            out.newline()
            out.write("/// `String?`, which the enum's `String` does not fulfil, and its defaults read the configuration's source text.")
        }
        out.newline()
        out.write("extension ")
        out.type(.tabBarTab, shadowed)
        out.write(" where Self == ")
        out.write(string: enumName)
        out.write(" {")
        out.newline()
        out.indented { out in
            for name in members {
                out.indent()
                out.write("/// The enum's own, localized `")
                out.write(name)
                out.write("`.")
                out.newline()
                out.indent()
                out.write(string: access.keyword)
                out.write(" var ")
                out.write(name)
                out.write(": ")
                out.type(.string, shadowed)
                out.write("? { self.")
                out.write(name)
                out.write(" as ")
                out.type(.string, shadowed)
                out.write(" }")
                out.newline()
            }
        }
        out.write("}")
        out.newline()
    }
}

/// The run-time lookup of a localized text.
extension SwiftWriter {
    /// `Bundle.main.localizedString(forKey: key, value: value, table: "Table")`: the text of `key` in the
    /// current locale, else `value`; the arguments go one per line when the call does not fit.
    mutating func localizedString(_ localization: TabBarLocalization, shadowed: ShadowedTypes, key: (inout SwiftWriter) -> Void,
                                              value: (inout SwiftWriter) -> Void) {
        type(.bundle, shadowed)
        write(localization.bundle == .main ? ".main" : ".module")
        write(".localizedString")
        list(.arguments, trailing: 0) { out in
            out.item("forKey")
            key(&out)
            out.item("value")
            value(&out)
            out.item("table")
            out.stringLiteral(localization.table)
        }
    }
}
