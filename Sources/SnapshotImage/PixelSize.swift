/// Width and height in pixels.
package struct PixelSize: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    package var width: Int, height: Int
    package init(width: Int, height: Int) { self.width = width; self.height = height }
    package var description: String { "\(width)x\(height)" }
}
