/// Width and height in pixels.
public struct PixelSize: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int, height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)x\(height)" }
}
