import TabSpecRuntime

/// Colors: UIKit named colors stay names (`.systemBlue`, `.systemBlue.withAlpha(0.5)`) so generated code
/// keeps them dynamic; others become literals (`TabBarColor(light: RGBAColor(rgb: 0xF7F7F7, alpha: 0.94),
/// dark: …)`). Every spelling is checked to rebuild exactly the same value; otherwise the fully explicit
/// components are written.
extension SwiftEmitter {
    /// The expression that rebuilds `color` exactly.
    static func colorExpression(_ color: TabBarColor, names: SwiftTypeNames) -> SwiftExpression {
        if let name = color.systemName, let base = TabBarColor.named(name) {
            if base == color { return .implicitMember(name) }
            if base.light.alpha != 0 {
                let alpha = color.light.alpha / base.light.alpha
                if base.withAlpha(alpha) == color {
                    return .call(.member(.implicitMember(name), "withAlpha"), [SwiftArgument(nil, .number(alpha))])
                }
            }
        }
        let type = SwiftExpression.identifier(names.tabBarColor)
        if color.systemName == nil, color.light == color.dark, let rgb = hexValue(color.light),
           TabBarColor(rgb: rgb, alpha: color.light.alpha) == color {
            return .call(type, [SwiftArgument("rgb", .hexInteger(rgb))] + alphaArgument(color.light.alpha))
        }
        var arguments = [
            SwiftArgument("light", rgbaExpression(color.light, names: names)),
            SwiftArgument("dark", rgbaExpression(color.dark, names: names)),
        ]
        arguments.append(optional: "systemName", color.systemName.map(SwiftExpression.string))
        return .call(type, arguments)
    }

    /// `RGBAColor(rgb: 0xRRGGBB, alpha: …)` when the components are whole 1/255 steps, else
    /// `RGBAColor(red: …, green: …, blue: …, alpha: …)`; `alpha` is left out when it is 1.
    static func rgbaExpression(_ color: RGBAColor, names: SwiftTypeNames) -> SwiftExpression {
        let type = SwiftExpression.identifier(names.rgbaColor)
        if let rgb = hexValue(color), RGBAColor(rgb: rgb, alpha: color.alpha) == color {
            return .call(type, [SwiftArgument("rgb", .hexInteger(rgb))] + alphaArgument(color.alpha))
        }
        return .call(type, [
            SwiftArgument("red", .number(color.red)),
            SwiftArgument("green", .number(color.green)),
            SwiftArgument("blue", .number(color.blue)),
        ] + alphaArgument(color.alpha))
    }

    /// `[alpha: value]`, or nothing for an opaque color.
    static func alphaArgument(_ alpha: Double) -> [SwiftArgument] {
        alpha == 1 ? [] : [SwiftArgument("alpha", .number(alpha))]
    }

    /// The `0xRRGGBB` value whose components are exactly `color`'s, if each is a whole number of 255ths.
    static func hexValue(_ color: RGBAColor) -> UInt32? {
        var rgb: UInt32 = 0
        for component in [color.red, color.green, color.blue] {
            guard component >= 0, component <= 1 else { return nil }
            let step = (component * 255).rounded()
            guard step / 255 == component else { return nil }
            rgb = rgb << 8 | UInt32(step)
        }
        return rgb
    }
}
