import TabSpecRuntime

/// What lint, frames and render read from a catalog: a key's text in a language.
extension StringCatalog {
    /// The translated text of `key` in `language`, or `nil` when there is none: a `stringUnit` counts only
    /// with state `translated`; `variations` give the device form of `idiom` (`iphone`, `ipad`; `other`
    /// without an idiom or a form for it), or the plural `other` form.
    package func value(forKey key: String, language: String, idiom: Idiom? = nil) -> String? {
        guard let localization = entry(forKey: key)?.members.value("localizations")?[language] else { return nil }
        return Self.text(of: localization, idiom: idiom, translatedOnly: true)
    }

    /// The source-language text of `key` whatever its state (`nil` without a source-language value).
    package func sourceValue(forKey key: String) -> String? {
        guard let localization = entry(forKey: key)?.members.value("localizations")?[sourceLanguage] else { return nil }
        return Self.text(of: localization, idiom: nil, translatedOnly: false)
    }

    /// Every language with a localization in some entry, and the source language, sorted.
    package var languages: [String] {
        var found: Set<String> = [sourceLanguage]
        for entry in entries {
            for localization in entry.members.value("localizations")?.members ?? [] { found.insert(localization.key) }
        }
        return found.sorted()
    }

    /// The text of a localization or variation form: its `stringUnit`'s value, else its variations' form.
    static func text(of form: JSONValue, idiom: Idiom?, translatedOnly: Bool) -> String? {
        if let unit = form["stringUnit"] {
            guard !translatedOnly || unit["state"] == .string("translated") else { return nil }
            return unit["value"]?.string
        }
        guard let variations = form["variations"] else { return nil }
        if let device = variations["device"] {
            let name = idiom.map { $0 == .pad ? "ipad" : "iphone" }
            guard let chosen = name.flatMap({ device[$0] }) ?? device["other"] else { return nil }
            return text(of: chosen, idiom: idiom, translatedOnly: translatedOnly)
        }
        guard let other = variations["plural"]?["other"] else { return nil }
        return text(of: other, idiom: idiom, translatedOnly: translatedOnly)
    }
}
