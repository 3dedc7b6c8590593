/// A size in points.
package struct Size: Equatable, Sendable, Codable {
    package var width: Double
    package var height: Double
    package init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A rectangle in points, origin top-left, y down (as drawn).
package struct Rect: Equatable, Sendable, Codable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }

    /// Whether the two rectangles share any area (touching edges do not count).
    package func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points.
    package func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// A rectangle of `size` centred on (`cx`, `cy`).
    package static func centered(x cx: Double, y cy: Double, size: Size) -> Rect {
        Rect(x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height)
    }
}
