/// A 128-bit FNV-1a hash in hex: a cache key, not a security measure (Linux Foundation has no SHA).
struct ContentHash {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x84222325_cbf29ce4

    mutating func add(_ text: String) {
        add(bytes: Array(text.utf8))
        add(bytes: [0])   // a separator, so ("ab","c") and ("a","bc") differ
    }

    mutating func add(bytes: [UInt8]) {
        for byte in bytes {
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            high = (high ^ UInt64(byte &+ 0x5a)) &* 0x0000_0100_0000_01b3
        }
    }

    var hex: String {
        String(low, radix: 16).leftPadded(16) + String(high, radix: 16).leftPadded(16)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
