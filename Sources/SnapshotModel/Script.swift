extension Character {
    /// Han, kana and Hangul: scripts that set no spaces between words, whose lines may break
    /// between any two characters (UAX #14).
    package var isCJK: Bool {
        unicodeScalars.contains { s in
            s.properties.isIdeographic || (0x3040...0x30FF).contains(s.value) || (0xAC00...0xD7AF).contains(s.value)
                || (0x1100...0x11FF).contains(s.value) || (0x3000...0x303F).contains(s.value)
        }
    }
}
