/// Turning a leading-first frame into the layout's final coordinates (layout.md, Right-to-left and Pixel
/// snapping).
extension TabBarLayout {
    /// Mirrors bar-relative frames in right-to-left environments, then snaps them to the pixel grid.
    struct Placement {
        /// The width frames are mirrored in (`W`), or `nil` in left-to-right.
        let mirrorWidth: Double?
        /// The pixel scale frames are snapped to, or `nil` without snapping.
        let snapScale: Double?

        /// The placement of `environment`'s bar-relative frames, snapped when `snap`.
        init(environment: TabBarEnvironment, snap: Bool) {
            mirrorWidth = environment.layoutDirection == .rightToLeft ? environment.width : nil
            snapScale = snap ? environment.scale : nil
        }

        /// `rect` mirrored (`x' = W − x − w`) in right-to-left, then snapped.
        func callAsFunction(_ rect: Rect) -> Rect {
            let mirrored = mirrorWidth.map { rect.mirrored(inWidth: $0) } ?? rect
            return snapScale.map { mirrored.snapped(scale: $0) } ?? mirrored
        }

        /// The bar's screen frames, snapped (never mirrored: they span the screen).
        func screen(_ bar: Bar) -> Bar {
            snapScale.map { scale in bar.mapFrames { $0.snapped(scale: scale) } } ?? bar
        }
    }
}
