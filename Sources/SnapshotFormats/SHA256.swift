import CCrypto

/// SHA-256 (FIPS 180-4), for golden and font fingerprints: libcrypto's, which uses the
/// processor's SHA extensions where it has them (Foundation on Linux has none). Every golden's
/// bytes are hashed on every verify (the index's binding and the approvals' goldenSHA256), so a
/// hand-written one cost 6 % of verify's samples (Benchmarks/drawing).
package enum SHA256 {
    /// The lowercase hex digest of `bytes`.
    package static func hex<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        Hex.lowercase(digest(bytes))
    }

    /// The 32-byte digest of `message`.
    package static func digest<C: Collection>(_ message: C) -> [UInt8] where C.Element == UInt8 {
        var out = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        let hashed: Void? = message.withContiguousStorageIfAvailable { buffer in
            out.withUnsafeMutableBufferPointer { _ = CCrypto.SHA256(buffer.baseAddress, buffer.count, $0.baseAddress) }
        }
        if hashed == nil {
            let copy = Array(message)
            copy.withUnsafeBufferPointer { buffer in
                out.withUnsafeMutableBufferPointer { _ = CCrypto.SHA256(buffer.baseAddress, buffer.count, $0.baseAddress) }
            }
        }
        return out
    }
}

/// Lowercase hexadecimal text of bytes, two digits each.
package enum Hex {
    package static func lowercase<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// A lowercase hex digest (a SHA-256's 64 digits, an XXH3-128's 32) held as its bytes, read
/// back as the same text. Any other text (other lengths, capitals) is kept as it is.
// NB: a digest of more than 15 characters is a heap String of 80 to 112 bytes; the goldens'
// index holds three a golden, for the whole run (memory flat in the catalog's size).
package struct HexDigest: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        /// 64 digits, big-endian in four words.
        case sha256(UInt64, UInt64, UInt64, UInt64)
        /// 32 digits, big-endian in two words.
        case digest128(UInt64, UInt64)
        case text(Text)
    }
    /// Any other text, by reference (keeps the common cases' storage at four words).
    private final class Text: Hashable, Sendable {
        let value: String
        init(_ value: String) { self.value = value }
        static func == (a: Text, b: Text) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
    private let storage: Storage

    package init(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 64 || utf8.count == 32 else { storage = .text(Text(text)); return }
        var words: [UInt64] = [0, 0, 0, 0]
        for (i, c) in utf8.enumerated() {
            let nibble: UInt64
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = UInt64(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = UInt64(c - UInt8(ascii: "a") + 10)
            default: storage = .text(Text(text)); return
            }
            words[i / 16] = words[i / 16] << 4 | nibble
        }
        storage = utf8.count == 64 ? .sha256(words[0], words[1], words[2], words[3]) : .digest128(words[0], words[1])
    }

    /// The digest's text, as it was given.
    package var text: String {
        let words: [UInt64]
        switch storage {
        case .text(let text): return text.value
        case .sha256(let a, let b, let c, let d): words = [a, b, c, d]
        case .digest128(let a, let b): words = [a, b]
        }
        return String(unsafeUninitializedCapacity: words.count * 16) { out in
            let hex = Array("0123456789abcdef".utf8)
            for i in 0..<words.count * 16 { out[i] = hex[Int(words[i / 16] >> (60 - 4 * UInt64(i % 16)) & 0xF)] }
            return words.count * 16
        }
    }
}

extension String {
    package func leftPadded(_ width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
