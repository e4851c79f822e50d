import TabSpecRuntime

/// A tab bar with only some of its tabs shown, as an app decides at run time (`optional: true`): what
/// `frames --tabs`, `render --tabs` and lint's run with only the required tabs lay out.
extension TabBarSpec {
    /// The bar showing the tabs `ids` names, in that order, by the run-time rule the adapters and the generated
    /// `layout(in:tabs:)` follow (``TabBarConfiguration/showing(itemsAt:)``: an id the bar does not have is
    /// ignored, a repeat too, and a required tab left out is appended in bar order). Each shown tab keeps where
    /// it was written, so findings and frames point at the spec; item indices are positions in the shown bar.
    package func showing(tabs ids: [String]) -> TabBarSpec {
        let requested = ids.compactMap { id in tabs.firstIndex { $0.id == id } }
        let shown = configuration.visibleItemIndices(requested).filter(tabs.indices.contains)
        var subset = self
        subset.configuration = configuration.showing(itemsAt: shown)
        subset.tabs = shown.map { tabs[$0] }
        subset.writtenKeys = writtenKeys.compactMap { written in
            shown.firstIndex(of: written.tab).map { WrittenLocalizationKey(tab: $0, role: written.role, key: written.key) }
        }
        return subset
    }

    /// The ids of the tabs without `optional: true`, in bar order.
    package var requiredTabIDs: [String] {
        resolvedTabs.filter { !$0.1.isOptional }.map(\.0.id)
    }

    /// Whether some tab is `optional: true`.
    package var hasOptionalTabs: Bool {
        configuration.items.contains { $0.isOptional }
    }
}
