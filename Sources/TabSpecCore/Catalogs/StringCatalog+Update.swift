/// The catalog side of `tabspec strings`: the keys of the specs' localized tab bars brought into a catalog,
/// with no I/O (localization.md).
extension StringCatalog {
    /// One key tabspec owns: its source-language text and its comment for translators.
    package struct OwnedKey: Sendable, Hashable {
        /// The key (`MainTab.home.title`, or a `titleKey:`).
        package var key: String
        /// The spec's text (`title` or `accessibilityLabel`).
        package var sourceText: String
        /// `Title of the 'home' tab of the MainTab tab bar`.
        package var comment: String

        /// An owned key.
        package init(key: String, sourceText: String, comment: String) {
            self.key = key
            self.sourceText = sourceText
            self.comment = comment
        }
    }

    /// What an update did: keys added, updated, left unchanged or left to the app (each owned key is one of the
    /// four), translations (a key in a language) marked `needs_review`, default-pattern keys marked `stale`.
    package struct UpdateSummary: Sendable, Equatable {
        /// Owned keys the catalog did not have.
        package var added = 0
        /// Owned keys whose entry changed (source text, state, comment or extraction state).
        package var updated = 0
        /// Translations (a key in a language) set to `needs_review` because the source text changed.
        package var markedNeedsReview = 0
        /// Default-pattern keys of owned tab bars, no longer in the specs, set to `stale`.
        package var markedStale = 0
        /// Owned keys already as they should be.
        package var unchanged = 0
        /// Owned keys whose entry belongs to the app's code (``AppKey``), left as they are, in the keys' order.
        package var ownedByApp: [AppKey] = []

        /// A summary with these counts and keys.
        package init(added: Int = 0, updated: Int = 0, markedNeedsReview: Int = 0, markedStale: Int = 0, unchanged: Int = 0,
                     ownedByApp: [AppKey] = []) {
            self.added = added
            self.updated = updated
            self.markedNeedsReview = markedNeedsReview
            self.markedStale = markedStale
            self.unchanged = unchanged
            self.ownedByApp = ownedByApp
        }
    }

    /// `catalog` (or a new one in `sourceLanguage` when there is none) brought in step with `keys` (distinct
    /// keys): each gets its source-language `stringUnit` (state `translated`), its `comment` and
    /// `"extractionState" : "manual"`; a changed source text sets every other language's `stringUnit`s to
    /// `needs_review` (values kept); a default-pattern key (``isDefaultPatternKey(_:ownedPrefixes:)``) of
    /// an owned tab bar that is not among `keys` and that tabspec wrote (`manual`) gets
    /// `"extractionState" : "stale"`. A key whose entry belongs to the app's code
    /// (``appOwnership(of:for:language:)``) is left as it is and listed in ``UpdateSummary/ownedByApp``.
    /// Nothing else changes, so a second run gives the same catalog.
    package static func updating(_ catalog: StringCatalog?, sourceLanguage: String = "en", with keys: [OwnedKey],
                                 ownedPrefixes: [String]) -> (catalog: StringCatalog, summary: UpdateSummary) {
        var result = catalog ?? StringCatalog(sourceLanguage: sourceLanguage)
        let language = result.sourceLanguage
        var summary = UpdateSummary()
        // Keys by their bytes, as the catalog tells them apart.
        let owned = Set(keys.map { Array($0.key.utf8) })
        let positions = result.positions
        result.modifyEntries { entries in
            var added: [Entry] = []
            var seen = Set<[UInt8]>()
            for key in keys where seen.insert(Array(key.key.utf8)).inserted {
                guard let index = positions[Array(key.key.utf8)] else {
                    added.append(Entry(key: key.key, members: []))
                    _ = Self.apply(key, to: &added[added.count - 1].members, language: language)
                    summary.added += 1
                    continue
                }
                if let reason = Self.appOwnership(of: entries[index].members, for: key, language: language) {
                    summary.ownedByApp.append(AppKey(key: key.key, reason: reason))
                    continue
                }
                let (changed, marked) = Self.apply(key, to: &entries[index].members, language: language)
                summary.markedNeedsReview += marked
                if changed { summary.updated += 1 } else { summary.unchanged += 1 }
            }
            for index in entries.indices where !owned.contains(Array(entries[index].key.utf8))
                && Self.isDefaultPatternKey(entries[index].key, ownedPrefixes: ownedPrefixes)
                && entries[index].members.value("extractionState")?.string == "manual" {
                if entries[index].members.set("extractionState", to: .string("stale")) { summary.markedStale += 1 }
            }
            entries = entries.inserting(added) { $0.key }
        }
        return (result, summary)
    }

    /// Whether `key` is `<TabBar>.<tab>.title`, `<TabBar>.<tab>.accessibilityLabel` or
    /// `<TabBar>.<tab>.accessibilityHint` for a prefix `<TabBar>.` of `ownedPrefixes`.
    package static func isDefaultPatternKey(_ key: String, ownedPrefixes: [String]) -> Bool {
        ownedPrefixes.contains { prefix in
            guard key.hasPrefix(prefix) else { return false }
            let parts = key.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2 && !parts[0].isEmpty && LocalizedText.Role.allCases.contains { parts[1] == $0.textKey.name }
        }
    }

    /// Gives an entry's `members` the owned key's comment, manual extraction and source text; returns
    /// whether anything changed and how many other languages were marked `needs_review`.
    private static func apply(_ key: OwnedKey, to members: inout [JSONMember], language: String) -> (changed: Bool, marked: Int) {
        var changed = members.set("comment", to: .string(key.comment))
        changed = members.set("extractionState", to: .string("manual")) || changed
        var localizations = members.value("localizations")?.members ?? []
        var source = localizations.value(language)?.members ?? []
        let previous = source.value("stringUnit")?["value"]?.string
        let unit = JSONValue.object([JSONMember("state", .string("translated")), JSONMember("value", .string(key.sourceText))])
        changed = source.set("stringUnit", to: unit) || changed
        localizations.set(language, to: .object(source))
        var marked = 0
        if let previous, previous != key.sourceText {
            for index in localizations.indices where localizations[index].key != language {
                if Self.markNeedsReview(&localizations[index].value) { marked += 1 }
            }
        }
        changed = members.set("localizations", to: .object(localizations)) || changed
        return (changed, marked)
    }

    /// Sets every `stringUnit` of a localization (its variations' and substitutions' too) to state
    /// `needs_review`; returns whether any changed.
    private static func markNeedsReview(_ form: inout JSONValue) -> Bool {
        guard var members = form.members else { return false }
        var changed = false
        if var unit = members.value("stringUnit")?.members {
            if unit.set("state", to: .string("needs_review")) {
                members.set("stringUnit", to: .object(unit))
                changed = true
            }
        }
        for container in ["variations", "substitutions"] {
            guard var groups = members.value(container)?.members else { continue }
            var groupChanged = false
            for index in groups.indices {
                if container == "substitutions" {
                    groupChanged = markNeedsReview(&groups[index].value) || groupChanged
                } else if var forms = groups[index].value.members {
                    for formIndex in forms.indices { groupChanged = markNeedsReview(&forms[formIndex].value) || groupChanged }
                    groups[index].value = .object(forms)
                }
            }
            if groupChanged {
                members.set(container, to: .object(groups))
                changed = true
            }
        }
        if changed { form = .object(members) }
        return changed
    }
}
