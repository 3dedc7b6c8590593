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
        let hashed = message.withContiguousStorageIfAvailable { buffer in
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

extension String {
    package func leftPadded(_ width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
