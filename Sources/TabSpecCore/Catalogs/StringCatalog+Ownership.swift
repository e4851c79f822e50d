/// Which entries of a catalog `tabspec strings` may write: its own, never the app's (localization.md).
///
/// An entry is tabspec's when it wrote it — `"extractionState" : "manual"`, or `stale` with one of its
/// comments (``TabBarSpec/isCatalogComment(_:)``: it marks only its own entries stale) — or when someone added
/// it by hand (`manual`) with no source text or the spec's. Any other entry of a spec's key is the app's: one
/// Xcode extracted from the app's code (no `extractionState`, `extracted_with_value`, `migrated`, Xcode's
/// `stale`), or one added by hand with another source text.
extension StringCatalog {
    /// A key of the specs whose entry belongs to the app's code: `tabspec strings` leaves it as it is.
    package struct AppKey: Sendable, Equatable {
        /// Why the entry is the app's.
        package enum Reason: Sendable, Equatable {
            /// It has no `extractionState`: Xcode extracted it from the app's code, which uses it.
            case extracted
            /// Its `extractionState` is another one than tabspec writes (`extracted_with_value`, `migrated`, or
            /// `stale` without a comment of tabspec's).
            case extractionState(String)
            /// It is `manual` without a comment of tabspec's and its source-language text is this one (`nil`:
            /// plural or device variations), not the spec's.
            case sourceText(String?)
        }

        /// The key.
        package var key: String
        /// Why the entry is the app's.
        package var reason: Reason

        /// The key `key`, the app's for `reason`.
        package init(key: String, reason: Reason) {
            self.key = key
            self.reason = reason
        }
    }

    /// Why the entry `members` belongs to the app's code rather than to the owned key `key` (of source
    /// language `language`), or `nil` when tabspec may write it.
    static func appOwnership(of members: [JSONMember], for key: OwnedKey, language: String) -> AppKey.Reason? {
        let wroteIt = members.value("comment")?.string.map(TabBarSpec.isCatalogComment) ?? false
        switch members.value("extractionState")?.string {
        case nil:
            return .extracted
        case "manual":
            guard !wroteIt, let source = members.value("localizations")?[language] else { return nil }
            if let text = source["stringUnit"]?["value"]?.string { return text == key.sourceText ? nil : .sourceText(text) }
            return source["variations"] == nil ? nil : .sourceText(nil)
        case "stale" where wroteIt:
            return nil
        case let state?:
            return .extractionState(state)
        }
    }
}
