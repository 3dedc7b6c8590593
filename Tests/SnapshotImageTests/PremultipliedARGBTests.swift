@testable import SnapshotImage
import Testing
/// cairo's premultiplied ARGB32 to straight RGBA (`PremultipliedARGB.toBitmap`): every alpha
/// and every premultiplied channel value it can hold, un-premultiplied with rounding to nearest
/// (`c = (p * 255 + a / 2) / a`), rows read through a padded stride.
@Suite struct PremultipliedARGBTests {
    @Test func everyAlphaAndChannelRoundsToNearest() {
        // Row a holds alpha a; pixel x holds r = min(x, a), g = a - min(x, a), b = min(x / 2, a).
        let width = 256, height = 256, stride = width * 4 + 12
        var words = [UInt8](repeating: 0xAB, count: stride * height)   // padding must be skipped
        func channels(_ x: Int, _ a: Int) -> [Int] { [min(x, a), a - min(x, a), min(x / 2, a)] }
        for a in 0..<height {
            for x in 0..<width {
                let c = a == 0 ? [0, 0, 0] : channels(x, a)
                let word = UInt32(a) << 24 | UInt32(c[0]) << 16 | UInt32(c[1]) << 8 | UInt32(c[2])
                withUnsafeBytes(of: word) { for k in 0..<4 { words[a * stride + x * 4 + k] = $0[k] } }
            }
        }
        let bitmap = words.withUnsafeBytes { PremultipliedARGB.toBitmap(width: width, height: height, stride: stride, bytes: $0) }
        var wrong = 0
        for a in 0..<height {
            for x in 0..<width {
                let straight = a == 0 ? [0, 0, 0, 0] : channels(x, a).map { min(255, ($0 * 255 + a / 2) / a) } + [a]
                let got = (0..<4).map { Int(bitmap.pixels[(a * width + x) * 4 + $0]) }
                if got != straight { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) of \(width * height) pixels differ from the rounding rule")
    }
}
