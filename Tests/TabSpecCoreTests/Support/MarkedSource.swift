/// Source text with position markers (`1️⃣`, `2️⃣`, …) removed, and the byte offset where each marker was.
///
/// Marker-based diagnostic tests write the expected position inline:
/// `tintColor: 1️⃣oragne` → the diagnostic must start at the `o`.
struct MarkedSource {
    let text: String
    /// Byte offset (in `text`) of each marker, by its digit.
    let markers: [Int: Int]

    init(_ marked: String) {
        var output = String.UnicodeScalarView()
        var offsets: [Int: Int] = [:]
        var byteCount = 0
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if index + 2 < scalars.count, scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}",
               let digit = Int(String(scalar)) {
                offsets[digit] = byteCount
                index += 3
                continue
            }
            output.append(scalar)
            byteCount += String(scalar).utf8.count
            index += 1
        }
        text = String(output)
        markers = offsets
    }

    /// The offset of marker `digit` (1 by default); fails the test if absent.
    func offset(_ digit: Int = 1) -> Int {
        markers[digit] ?? -1
    }
}
