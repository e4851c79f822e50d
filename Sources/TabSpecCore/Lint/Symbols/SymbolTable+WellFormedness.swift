/// The shape of a symbol name, for the `invalid-symbol-name` lint rule.
extension SymbolTable {
    /// Whether `name` matches `^[a-z0-9]+(\.[a-z0-9]+)*$`: dot-separated, non-empty components of lowercase
    /// ASCII letters and digits. Hand-written (one pass over the UTF-8 bytes) rather than a `Regex`, which is
    /// slow to start.
    package static func isWellFormedName(_ name: some StringProtocol) -> Bool {
        var previousWasDot = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasDot = false
            case UInt8(ascii: "."):
                if previousWasDot { return false }
                previousWasDot = true
            default:
                return false
            }
        }
        return !previousWasDot
    }
}
