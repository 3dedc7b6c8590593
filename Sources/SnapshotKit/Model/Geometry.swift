/// A size in points.
public struct Size: Equatable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A rectangle in points, origin top-left, y down (as drawn).
public struct Rect: Equatable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Whether the two rectangles share any area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points.
    public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// A rectangle of `size` centred on (`cx`, `cy`).
    public static func centered(x cx: Double, y cy: Double, size: Size) -> Rect {
        Rect(x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height)
    }
}
