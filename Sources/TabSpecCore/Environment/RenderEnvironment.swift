import TabSpecRuntime

/// The one environment `frames` and `render` lay a spec out in, resolved from the command line's flags, the
/// configuration file and the defaults by ``init(resolving:)``: the screen with its orientation, direction,
/// iOS version and design (``tabBarEnvironment``), the tabs shown, and the languages of the titles.
///
/// Issue 24 (iOS 27) adds the SDK to ``tabBarEnvironment`` through ``EnvironmentSettings``; issue 25 (themes)
/// adds `theme` here, with a default, beside ``tabs``.
package struct RenderEnvironment: Sendable, Hashable {
    /// The screen, orientation, direction, iOS version and design the bars are laid out in.
    package var tabBarEnvironment: TabBarEnvironment
    /// The ids of the tabs shown, in that order (`--tabs`); `nil` = every tab of the bar.
    package var tabs: [String]?
    /// The languages the titles are laid out in, one panel each in `render` (the first in `frames`); empty =
    /// the spec's own text.
    package var languages: [String]
    /// The catalogs the languages' texts come from.
    package var localizations: Localizations

    /// An environment of explicit values.
    package init(_ tabBarEnvironment: TabBarEnvironment, tabs: [String]? = nil, languages: [String] = [],
                 localizations: Localizations = Localizations()) {
        self.tabBarEnvironment = tabBarEnvironment
        self.tabs = tabs
        self.languages = languages
        self.localizations = localizations
    }

    /// Why settings do not resolve; the message says so in the command line's terms.
    package struct ResolutionError: Error, Sendable, Equatable {
        /// Lowercase, '…' quotes, with a suggestion where one fits.
        package let message: String
    }

    /// The environment `settings` (the flags over the configuration file's settings) describe, the defaults
    /// filling in the rest: iPhone 16 in portrait, left to right, the iOS version of
    /// ``EnvironmentSettings/modelledIOSVersion``, every tab, the spec's own text. A `titleLanguage` must be a
    /// language of the catalogs (`all`: every one, the source language first). A catalog device in an
    /// orientation the catalog does not model it in (the iPhone Duo's, ``Device/unmodelledOrientations``) is an
    /// error that says why.
    package init(resolving settings: EnvironmentSettings) throws(ResolutionError) {
        guard let screen = settings.screen ?? Screen.defaultScreen else {
            throw ResolutionError(message: "unknown device '\(Device.defaultSlug)'")
        }
        if case let .device(device) = screen, let reason = device.unmodelledOrientations[settings.orientation ?? .portrait] {
            throw ResolutionError(message: Self.unmodelledMessage(device, settings.orientation ?? .portrait, reason))
        }
        let languages = try Self.languages(settings)
        self.init(settings.tabBarEnvironment(on: screen, orientation: settings.orientation ?? .portrait,
                                             layoutDirection: settings.layoutDirection ?? .leftToRight),
                  tabs: settings.tabs, languages: languages, localizations: languages.isEmpty ? Localizations() : settings.localizations)
    }

    /// The languages `settings.titleLanguage` asks for, in the catalogs of `settings.localizations`.
    private static func languages(_ settings: EnvironmentSettings) throws(ResolutionError) -> [String] {
        guard let language = settings.titleLanguage else { return [] }
        let localizations = settings.localizations
        guard !localizations.isEmpty else {
            throw ResolutionError(message: "'--language' needs a catalog; give '--catalog FILE' or set 'catalogs' in the configuration's 'lint' block")
        }
        let known = localizations.languages
        if language == Self.allLanguages { return known }
        guard known.contains(language) else {
            throw ResolutionError(message: "the catalogs have no language '\(language)'"
                + Suggestion.phrase(for: language, among: known, otherwise: "; they have \(known.joined(separator: ", "))"))
        }
        return [language]
    }

    /// `device 'iphone-duo' is not modelled in landscape: only one source measured its safe area there; …`.
    static func unmodelledMessage(_ device: Device, _ orientation: Orientation, _ reason: String) -> String {
        let other = Orientation.allCases.filter(device.models).map(\.rawValue)
        let modelled = other.isEmpty ? "" : " (it is modelled in \(other.joined(separator: " and ")))"
        return "device '\(device.slug)' is not modelled in \(orientation.rawValue): \(reason)\(modelled); give the "
            + "screen with '--width', '--height' and '--safe-area' instead"
    }

    /// The `--language` value that asks for every language of the catalogs.
    package static let allLanguages = "all"
}
