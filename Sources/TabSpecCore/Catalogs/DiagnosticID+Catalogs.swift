/// The diagnostic ids of String Catalogs and `.strings` tables (localization.md).
extension DiagnosticID {
    /// A catalog that is not JSON, not UTF-8, or not shaped as a String Catalog; a `.strings` table that is
    /// not readable text or not `"key" = "value";` entries.
    package static let invalidCatalog = DiagnosticID("invalid-catalog")
    /// A catalog `tabspec strings` would change whose `strings` object is not laid out one way throughout, so
    /// its changes cannot be written in the file's own layout (nothing is written; `--reformat` rewrites the
    /// catalog in Xcode's layout).
    package static let irregularCatalogLayout = DiagnosticID("irregular-catalog-layout")
    /// A key of the specs whose catalog entry belongs to the app's code (Xcode extracted it, or someone wrote
    /// it by hand with another text): `tabspec strings` leaves the entry as it is.
    package static let catalogKeyOwnedByApp = DiagnosticID("catalog-key-owned-by-app")
}
