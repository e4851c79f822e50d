/// A color appearance: which value of every dynamic color is shown (the SVG panels, the contrast rules).
package enum Appearance: String, Sendable, CaseIterable {
    /// The light value.
    case light
    /// The dark value.
    case dark
}
