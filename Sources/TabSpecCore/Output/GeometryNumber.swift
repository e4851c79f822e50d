/// How every emitter (JSON, CSV, table, SVG) prints a geometry number: binary noise below 1e-9 dropped,
/// then the shortest round-trip text (`88.2 + 21.1` = `109.30000000000001` prints as `109.3`).
package enum GeometryNumber {
    /// `value` without binary noise below 1e-9 (see `DecimalText.cleaned`).
    package static func cleaned(_ value: Double) -> Double {
        DecimalText.cleaned(value)
    }

    /// The cleaned value's shortest round-trip text without a trailing `.0` (`72.2`, `16`).
    package static func text(_ value: Double) -> String {
        DecimalText.geometry(value)
    }
}
