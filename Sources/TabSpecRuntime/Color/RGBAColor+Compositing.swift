/// Porter–Duff "source over" compositing with straight alpha (effective bar colors for contrast checks).
extension RGBAColor {
    /// This color drawn over `background`.
    ///
    /// `α = αs + αb(1 − αs)` and each component `c = (cs·αs + cb·αb(1 − αs)) / α`. An opaque source gives
    /// the source, a fully transparent source gives the background, and over an opaque background the result is
    /// opaque; two transparent colors give clear black. Alphas outside 0...1 are clamped.
    public func composited(over background: RGBAColor) -> RGBAColor {
        let sourceAlpha = min(max(alpha, 0), 1)
        let backgroundAlpha = min(max(background.alpha, 0), 1)
        if sourceAlpha == 1 { return RGBAColor(red: red, green: green, blue: blue, alpha: 1) }
        if sourceAlpha == 0 {
            return RGBAColor(red: background.red, green: background.green, blue: background.blue, alpha: backgroundAlpha)
        }
        if backgroundAlpha == 0 { return RGBAColor(red: red, green: green, blue: blue, alpha: sourceAlpha) }
        let backgroundWeight = backgroundAlpha * (1 - sourceAlpha)
        let outAlpha = backgroundAlpha == 1 ? 1 : sourceAlpha + backgroundWeight
        func mix(_ source: Double, _ behind: Double) -> Double {
            (source * sourceAlpha + behind * backgroundWeight) / outAlpha
        }
        return RGBAColor(
            red: mix(red, background.red),
            green: mix(green, background.green),
            blue: mix(blue, background.blue),
            alpha: outAlpha
        )
    }
}
