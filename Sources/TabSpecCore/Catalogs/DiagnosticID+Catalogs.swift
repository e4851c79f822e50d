/// The diagnostic id of a String Catalog or `.strings` table that cannot be read.
extension DiagnosticID {
    /// A catalog that is not JSON, not UTF-8, or not shaped as a String Catalog; a `.strings` table that is
    /// not readable text or not `"key" = "value";` entries.
    package static let invalidCatalog = DiagnosticID("invalid-catalog")
}
