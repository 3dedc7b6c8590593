/// The Dynamic Type fit every presentation that honours Dynamic Type uses (like SwiftUI's
/// `ViewThatFits`): try the requested text size, then each smaller one down to Large; when
/// nothing fits even at Large, lay out at Large anyway (`force`) and let the audit report it.
enum DynamicTypeFit {
    /// The first layout `attempt` returns, from `requested` down to Large; `attempt` gets the
    /// size to try and whether it must lay out regardless of fit.
    static func first<T>(from requested: TextSize, _ attempt: (TextSize, _ force: Bool) -> T?) -> T {
        var size: TextSize? = requested
        while let candidate = size {
            if let fitted = attempt(candidate, false) { return fitted }
            size = candidate.smaller
        }
        return attempt(.large, true)!
    }

    /// Whether any element whose role must show in full (`SharedLayout.neverTruncated`) was cut.
    static func cutsFullText(_ elements: [LayoutElement]) -> Bool {
        elements.contains { $0.truncated && SharedLayout.neverTruncated.contains($0.role) }
    }
}
