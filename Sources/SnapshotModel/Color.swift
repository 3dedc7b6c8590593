/// An sRGB colour with straight alpha, as designers write it (`#RRGGBB` or `#RRGGBBAA`).
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8
    /// Opacity 0...1.
    public var alpha: Double

    public init(r: UInt8, g: UInt8, b: UInt8, alpha: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9 else { return nil }
        let digits = hex.dropFirst()
        guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(r: UInt8(value >> 16 & 0xFF), g: UInt8(value >> 8 & 0xFF), b: UInt8(value & 0xFF))
        } else {
            self.init(r: UInt8(value >> 24 & 0xFF), g: UInt8(value >> 16 & 0xFF), b: UInt8(value >> 8 & 0xFF),
                      alpha: Double(value & 0xFF) / 255)
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque. Upper case, so JSON output is stable.
    public var hex: String {
        let base = "#" + [r, g, b].map { byteHex($0) }.joined()
        return alpha >= 1 ? base : base + byteHex(UInt8((alpha * 255).rounded()))
    }

    public var description: String { hex }

    /// The same colour at another opacity.
    public func opacity(_ a: Double) -> Color { Color(r: r, g: g, b: b, alpha: a) }

    private func byteHex(_ v: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(v >> 4)], digits[Int(v & 0xF)]])
    }
}
