/// The diagnostic ids of asset catalogs (apps.md, Icons from the app).
extension DiagnosticID {
    /// An asset catalog that is not as Xcode writes it: no `Contents.json` at its top, a `Contents.json` that
    /// is not JSON or not shaped as Xcode writes it, a folder or file that cannot be read. One error per
    /// catalog (its first problem); lint goes on with the names the rest of the catalog gives.
    package static let invalidAssetCatalog = DiagnosticID("invalid-asset-catalog")
}
