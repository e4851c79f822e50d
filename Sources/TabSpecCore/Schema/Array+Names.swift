extension [String] {
    /// Whether the array holds `name`, comparing lengths before strings: the schema scans short lists of
    /// names (a block's keys) for every property, and most differ from the name in length, which is a couple
    /// of instructions where a string comparison is a call.
    func containsName(_ name: String) -> Bool {
        let length = name.utf8.count
        for candidate in self where candidate.utf8.count == length && candidate == name {
            return true
        }
        return false
    }
}
