/// The image and custom symbol names of a run's asset catalogs, for `unknown-image`: whether a name is one of
/// them, and which of them a name that is not was probably meant to be.
package struct AssetNames: Sendable {
    /// Every name, in catalog order, each once.
    package let names: [String]
    /// The same names, for lookups.
    private let known: Set<String>
    /// The names by their last `/` component (`home` → `Tabs/home`), in catalog order.
    private let byLastComponent: [String: [String]]
    /// The last components, in catalog order, each once.
    private let lastComponents: [String]

    /// The names of `catalogs`.
    package init(_ catalogs: [AssetCatalog]) {
        var names: [String] = []
        var known: Set<String> = []
        var byLastComponent: [String: [String]] = [:]
        var lastComponents: [String] = []
        for name in catalogs.lazy.flatMap(\.names) where known.insert(name).inserted {
            names.append(name)
            let last = AssetCatalog.lastComponent(of: name)
            if byLastComponent[last] == nil { lastComponents.append(last) }
            byLastComponent[last, default: []].append(name)
        }
        self.names = names
        self.known = known
        self.byLastComponent = byLastComponent
        self.lastComponents = lastComponents
    }

    /// Whether `name` is an image or custom symbol of the catalogs (exactly: asset names are looked up as
    /// written, namespace included).
    package func contains(_ name: String) -> Bool {
        known.contains(name)
    }

    /// The names `name` was probably meant to be (``Suggestion``), best first, at most three: the names whose
    /// last part is its last part (`home` → `Tabs/home`, `Old/home` → `home`, `Tabs/deep` → `Tabs/Inner/deep`);
    /// else the closest names (`Tabs/hom` → `Tabs/home`); else the names whose last part is closest to its last
    /// part (`hom` → `Tabs/home`).
    package func suggestions(for name: String) -> [String] {
        if let namespaced = byLastComponent[AssetCatalog.lastComponent(of: name)]?.filter({ $0 != name }), !namespaced.isEmpty {
            return Array(namespaced.prefix(3))
        }
        let closest = Suggestion.closest(to: name, among: names)
        if !closest.isEmpty { return closest }
        let lastParts = Suggestion.closest(to: AssetCatalog.lastComponent(of: name), among: lastComponents)
        return Array(lastParts.flatMap { byLastComponent[$0] ?? [] }.filter { $0 != name }.prefix(3))
    }
}
