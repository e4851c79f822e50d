/// Growable UTF-8 output, what tabspec's writers (generated Swift, JSON, XML, reports) append to: appending a
/// piece copies its bytes and nothing else. (An `Array`'s `append(contentsOf:)` checks uniqueness and goes
/// through generic iteration for every piece, a third of the Swift emitter's time when it used one.)
final class ByteBuffer {
    /// The bytes, `count` of them initialized.
    private var storage: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    /// The room allocated.
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes (it grows as needed).
    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always) private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    /// Moves the bytes into an allocation of at least `needed` bytes (doubling, so appends stay linear).
    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends ASCII text known at compile time.
    @inline(__always) func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends `text`'s UTF-8.
    func append(string text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in text.utf8 { append(byte) }
        }
    }

    /// Appends `byte` `count` times.
    func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (storage + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// Drops every byte after the first `newCount`.
    func truncate(to newCount: Int) {
        count = min(max(newCount, 0), count)
    }

    /// The byte at `index` (which must be below ``count``).
    subscript(index: Int) -> UInt8 {
        storage[index]
    }

    /// Calls `body` with the bytes from `start` to the end.
    func withBytes<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage + start, count: count - start))
    }

    /// The bytes written, removed from the buffer (which keeps its room).
    func takeBytes() -> [UInt8] {
        let bytes = Array(UnsafeBufferPointer(start: storage, count: count))
        count = 0
        return bytes
    }

    /// The text written, removed from the buffer (which keeps its room). The writers write UTF-8 only; any
    /// invalid sequence would become U+FFFD.
    func takeText() -> String {
        let text = String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
        count = 0
        return text
    }
}

extension ByteBuffer {
    /// The size of the pieces outputs are handed out in (`compile --stdout`, `lint`'s reports).
    static let chunkSize = 1 << 16

    /// Hands the text written so far to `sink` once it holds at least `threshold` bytes.
    func flush(ifAtLeast threshold: Int = ByteBuffer.chunkSize, to sink: (String) -> Void) {
        if count >= threshold { sink(takeText()) }
    }
}
