/// SVG paint attributes for a runtime color: `#RRGGBB` plus an opacity attribute when not opaque.
enum SVGPaint {
    /// `#RRGGBB`, components clamped to 0...1 and rounded half up to 0...255.
    static func hex(_ color: RGBAColor) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
            let byte = Int((clamped * 255 + 0.5).rounded(.down))
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    /// The alpha rounded to three decimals and clamped to 0...1 (`0.94`).
    static func opacity(_ color: RGBAColor) -> Double {
        let alpha = color.alpha.isNaN ? 1 : min(max(color.alpha, 0), 1)
        return (alpha * 1000).rounded() / 1000
    }

    /// `fill="#RRGGBB"` (and `fill-opacity` below 1) as attributes.
    static func fill(_ color: RGBAColor) -> [(String, String)] {
        paint("fill", color)
    }

    /// `stroke="#RRGGBB"` (and `stroke-opacity` below 1) as attributes.
    static func stroke(_ color: RGBAColor) -> [(String, String)] {
        paint("stroke", color)
    }

    /// `flood-color="#RRGGBB"` (and `flood-opacity` below 1) as attributes, for a filter's `<feFlood>`.
    static func flood(_ color: RGBAColor) -> [(String, String)] {
        paint("flood", color, colorAttribute: "flood-color")
    }

    /// `name="#RRGGBB"` (or `colorAttribute="#RRGGBB"`) and `name-opacity` when the rounded alpha is below 1.
    private static func paint(_ name: String, _ color: RGBAColor, colorAttribute: String? = nil) -> [(String, String)] {
        let alpha = opacity(color)
        var attributes = [(colorAttribute ?? name, hex(color))]
        if alpha < 1 { attributes.append(("\(name)-opacity", DecimalText.geometry(alpha))) }
        return attributes
    }
}
