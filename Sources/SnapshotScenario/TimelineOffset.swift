/// One render time after the scenario's `now`, written `+Ns`, `+Nm` or `+Nh` (`"+15m"`).
/// Each timeline entry renders as its own snapshot.
public struct TimelineOffset: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The offset from `now` in seconds.
    public var seconds: Int
    /// The entry as written in the file, e.g. `+15m`; names the snapshot.
    public var text: String

    /// The longest offset a timeline accepts: 48 hours.
    public static let maximumSeconds = 48 * 3600

    /// Parses `+Ns`, `+Nm` or `+Nh`; nil for anything else or beyond 48 hours.
    public init?(_ text: String) {
        guard text.count >= 3, text.count <= 12, text.first == "+",
              let unit = text.last, let scale = Self.unitSeconds[unit] else { return nil }
        let digits = text.dropFirst().dropLast()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits),
              value <= Self.maximumSeconds / scale else { return nil }
        self.seconds = value * scale
        self.text = text
    }

    /// An offset of whole minutes, written `+Nm`.
    public init(minutes: Int) {
        self.seconds = minutes * 60
        self.text = "+\(minutes)m"
    }

    /// Whole minutes, rounded down (`+90s` is 1).
    public var minutes: Int { seconds / 60 }

    public var description: String { text }

    private static let unitSeconds: [Character: Int] = ["s": 1, "m": 60, "h": 3600]
}
