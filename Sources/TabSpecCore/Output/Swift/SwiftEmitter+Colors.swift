import TabSpecRuntime

/// Colors: UIKit named colors stay names (`.systemBlue`, `.systemBlue.withAlpha(0.5)`) so generated code
/// keeps them dynamic; others become literals (`TabBarColor(light: RGBAColor(rgb: 0xF7F7F7, alpha: 0.94),
/// dark: …)`). Every spelling is checked to rebuild exactly the same value; otherwise the fully explicit
/// components are written.
extension SwiftEmitter {
    /// The expression that rebuilds `color` exactly; `trailing` characters follow it on its line.
    static func writeColor(_ color: TabBarColor, trailing: Int, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        if let name = color.systemName, let base = TabBarColor.named(name) {
            if base == color { return out.member(name) }
            if base.light.alpha != 0 {
                let alpha = color.light.alpha / base.light.alpha
                if base.withAlpha(alpha) == color {
                    out.member(name)
                    out.write(".withAlpha")
                    return out.list(.arguments, trailing: trailing) { out in
                        out.item()
                        out.number(alpha)
                    }
                }
            }
        }
        if color.systemName == nil, color.light == color.dark, let rgb = hexValue(color.light),
           TabBarColor(rgb: rgb, alpha: color.light.alpha) == color {
            out.type(.tabBarColor, shadowed)
            return out.list(.arguments, trailing: trailing) { out in
                out.item("rgb")
                out.hex(rgb)
                writeAlpha(color.light.alpha, to: &out)
            }
        }
        out.type(.tabBarColor, shadowed)
        out.list(.arguments, trailing: trailing) { out in
            out.item("light")
            writeRGBA(color.light, trailing: 1, shadowed: shadowed, to: &out)
            out.item("dark")
            writeRGBA(color.dark, trailing: color.systemName == nil ? 0 : 1, shadowed: shadowed, to: &out)
            if let name = color.systemName {
                out.item("systemName", string: name)
            }
        }
    }

    /// `RGBAColor(rgb: 0xRRGGBB, alpha: …)` when the components are whole 1/255 steps, else
    /// `RGBAColor(red: …, green: …, blue: …, alpha: …)`; `alpha` is left out when it is 1.
    static func writeRGBA(_ color: RGBAColor, trailing: Int, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.rgbaColor, shadowed)
        out.list(.arguments, trailing: trailing) { out in
            if let rgb = hexValue(color), RGBAColor(rgb: rgb, alpha: color.alpha) == color {
                out.item("rgb")
                out.hex(rgb)
            } else {
                out.item("red", number: color.red)
                out.item("green", number: color.green)
                out.item("blue", number: color.blue)
            }
            writeAlpha(color.alpha, to: &out)
        }
    }

    /// `alpha: value`, or nothing for an opaque color.
    static func writeAlpha(_ alpha: Double, to out: inout SwiftWriter) {
        guard alpha != 1 else { return }
        out.item("alpha", number: alpha)
    }

    /// The `0xRRGGBB` value whose components are exactly `color`'s, if each is a whole number of 255ths.
    static func hexValue(_ color: RGBAColor) -> UInt32? {
        guard let red = byte(color.red), let green = byte(color.green), let blue = byte(color.blue) else { return nil }
        return red << 16 | green << 8 | blue
    }

    /// The byte whose 255th is exactly `component`, if there is one.
    private static func byte(_ component: Double) -> UInt32? {
        guard component >= 0, component <= 1 else { return nil }
        let step = (component * 255).rounded()
        return step / 255 == component ? UInt32(step) : nil
    }
}
