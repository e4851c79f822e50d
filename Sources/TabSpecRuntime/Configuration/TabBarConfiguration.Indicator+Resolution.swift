/// The shape-dependent defaults of the indicator (layout.md, Indicator).
extension TabBarConfiguration.Indicator {
    /// The default side of a circle (and of a capsule's height).
    public static let defaultDiameter: Double = 25
    /// The default thickness of an underline.
    public static let defaultUnderlineHeight: Double = 2

    /// The indicator's width and height for an item `itemWidth` wide.
    ///
    /// - `circle`: 25 × 25 by default; when only one of `width`/`height` is given, the other takes the same
    ///   value, so the circle stays round.
    /// - `capsule`: 25 × 25 by default (the circle's size: the spec leaves the capsule's size open, and the
    ///   capsule only differs from a circle once it is widened). `height` defaults to 25; `width` defaults to
    ///   the height, so a capsule is never taller than wide unless asked to be.
    /// - `underline`: `width` defaults to the item's width, `height` to 2.
    public func resolvedSize(itemWidth: Double) -> (width: Double, height: Double) {
        switch shape {
        case .circle:
            let w = width ?? height ?? Self.defaultDiameter
            let h = height ?? width ?? Self.defaultDiameter
            return (w, h)
        case .capsule:
            let h = height ?? Self.defaultDiameter
            return (width ?? h, h)
        case .underline:
            return (width ?? itemWidth, height ?? Self.defaultUnderlineHeight)
        }
    }

    /// The vertical alignment used: the explicit one, else `bottom` for an underline and `center` otherwise.
    public var resolvedVerticalAlignment: VerticalAlignment {
        verticalAlignment ?? (shape == .underline ? .bottom : .center)
    }

    /// The indicator's frame inside `item` (left-to-right coordinates; layout mirrors right-to-left bars).
    ///
    /// x: `leading` → `item.x + offset`; `center` → `item.x + (item.w − iw)/2 + offset`.
    /// y: `top` → `item.y`; `center` → `item.y + (item.h − ih)/2`; `bottom` → `item.y + item.h − ih`.
    func frame(in item: Rect) -> Rect {
        let size = resolvedSize(itemWidth: item.width)
        let x: Double
        switch alignment {
        case .leading: x = item.x + offset
        case .center: x = item.x + (item.width - size.width) / 2 + offset
        }
        let y: Double
        switch resolvedVerticalAlignment {
        case .top: y = item.y
        case .center: y = item.y + (item.height - size.height) / 2
        case .bottom: y = item.y + item.height - size.height
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
