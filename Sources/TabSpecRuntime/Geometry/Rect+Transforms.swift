/// Mirroring and pixel snapping (layout.md, Right-to-left and Pixel snapping).
extension Rect {
    /// This rectangle mirrored horizontally inside a container `containerWidth` wide: `x' = W − x − w`.
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - x - width, y: y, width: width, height: height)
    }

    /// This rectangle with each edge moved to the nearest pixel boundary at `scale` pixels per point.
    ///
    /// Each edge `v` becomes `round(v × scale) / scale` with `round(v) = floor(v + 0.5)`; width and height
    /// are the snapped far edge minus the snapped near edge, computed in whole pixels before dividing by the
    /// scale (the same value with one rounding fewer, so 216 px at 3× is exactly 72 pt). A non-positive or
    /// non-finite scale leaves the rectangle unchanged.
    public func snapped(scale: Double) -> Rect {
        guard scale > 0, scale.isFinite else { return self }
        let left = roundHalfUp(minX * scale)
        let right = roundHalfUp(maxX * scale)
        let top = roundHalfUp(minY * scale)
        let bottom = roundHalfUp(maxY * scale)
        return Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
    }
}

/// `floor(v + 0.5)`: rounds half up, as layout.md's `round` (UIKit pixel alignment), unlike `rounded()`,
/// which rounds half away from zero.
func roundHalfUp(_ value: Double) -> Double {
    (value + 0.5).rounded(.down)
}
