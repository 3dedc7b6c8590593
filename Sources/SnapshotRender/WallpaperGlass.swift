import Foundation
import SnapshotImage
import SnapshotModel
import SnapshotRules

/// The wallpaper behind a widget in the clear and tinted looks, and the glass over it
/// (docs/spec-decisions.md "The clear look"): the committed photo (Assets/wallpapers, compiled
/// in) cut to the phone's Home Screen at one pixel a point, blurred (`ModeStyle.glassBlurRadius`),
/// veiled (`ModeStyle.glassVeils`), then sampled behind the widget at its scale. Integer
/// arithmetic throughout but the sampling positions, so every machine draws the same bytes.
package final class WallpaperGlass: @unchecked Sendable {
    /// A Home Screen's wallpaper at one pixel a point: as the photo shows it, and as glass.
    struct Screen {
        let width: Int
        let height: Int
        let plain: [RGBA8]
        let glass: [RGBA8]
    }

    private struct Key: Hashable {
        let wallpaper: Wallpaper, device: Device, mode: RenderingMode, appearance: Appearance
    }

    /// One per process: the screens are the same for every renderer.
    package static let shared = WallpaperGlass()

    /// A widget's backdrop: the same for every scenario drawn at one size on one screen.
    private struct BackdropKey: Hashable {
        let screen: Key, width: Int, height: Int, scale: Double
    }

    /// Backdrops kept, the oldest dropped first: a catalog run draws the three widget sizes on
    /// a few screens, and a large widget's pair at 3x is 8.6 MB.
    static let backdropsKept = 12

    private let lock = NSLock()
    private var photos: [Wallpaper: Bitmap] = [:]
    private var screens: [Key: Screen] = [:]
    private var backdrops: [BackdropKey: (plain: Bitmap, glass: Bitmap)] = [:]
    private var backdropOrder: [BackdropKey] = []

    /// The wallpaper and its glass behind a `size`-point widget drawn at `scale` in `env`
    /// (a Home Screen widget in a mode that shows the wallpaper): two opaque bitmaps.
    package func backdrop(_ env: RenderEnvironment, size: Size, scale: Double) -> (plain: Bitmap, glass: Bitmap) {
        guard let wallpaper = env.wallpaper else { preconditionFailure("\(env.mode.rawValue) shows no wallpaper") }
        let key = BackdropKey(screen: Key(wallpaper: wallpaper, device: env.device, mode: env.mode, appearance: env.appearance),
                              width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                              scale: scale)
        if let kept = locked({ backdrops[key] }) { return kept }
        let screen = self.screen(key.screen)
        let origin = SurfaceSpec.homeGridOrigin(env.device)
        let made = (plain: Self.sample(screen.plain, screen, origin: origin, width: key.width, height: key.height, scale: scale),
                    glass: Self.sample(screen.glass, screen, origin: origin, width: key.width, height: key.height, scale: scale))
        locked {
            guard backdrops[key] == nil else { return }
            backdrops[key] = made
            backdropOrder.append(key)
            if backdropOrder.count > Self.backdropsKept { backdrops[backdropOrder.removeFirst()] = nil }
        }
        return made
    }

    /// The screen for `key`, made outside the lock (two threads may both make a new one, the
    /// same bytes; neither waits on the other's blur).
    private func screen(_ key: Key) -> Screen {
        if let done = locked({ screens[key] }) { return done }
        let photo = locked({ photos[key.wallpaper] }) ?? Self.decode(key.wallpaper)
        let made = Self.screen(photo, device: key.device, veils: ModeStyle.glassVeils(key.mode, key.appearance))
        locked {
            photos[key.wallpaper] = photo
            screens[key] = made
        }
        return made
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    /// The photo's centred part the size of `device`'s Home Screen, plain and as glass.
    static func screen(_ photo: Bitmap, device: Device, veils: [(colour: RGBA8, alpha: UInt8)]) -> Screen {
        let points = SurfaceMetrics.homeScreen(device)
        let w = min(photo.width, Int(points.width.rounded(.up))), h = min(photo.height, Int(points.height.rounded(.up)))
        let x0 = (photo.width - w) / 2, y0 = (photo.height - h) / 2
        var plain = [RGBA8](repeating: RGBA8(r: 0, g: 0, b: 0), count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let i = ((y0 + y) * photo.width + x0 + x) * 4
                plain[y * w + x] = RGBA8(r: photo.pixels[i], g: photo.pixels[i + 1], b: photo.pixels[i + 2])
            }
        }
        let blurred = BoxBlur.blurred(plain, width: w, height: h, radius: ModeStyle.glassBlurRadius,
                                      passes: ModeStyle.glassBlurPasses)
        let glass = blurred.map { p in veils.reduce(p) { ModePixel.over($1.colour, alpha: $1.alpha, $0) } }
        return Screen(width: w, height: h, plain: plain, glass: glass)
    }

    /// `pixels` (a screen at one pixel a point) under a widget at `origin` points, `width` ×
    /// `height` pixels at `scale`: each pixel's centre read bilinearly, edges clamped.
    static func sample(_ pixels: [RGBA8], _ screen: Screen, origin: (x: Double, y: Double), width: Int, height: Int,
                       scale: Double) -> Bitmap {
        // Positions in 1/256 of a screen pixel, so the blend itself is integer.
        func fixed(_ v: Double) -> Int { Int((v * 256).rounded(.down)) }
        let xs = (0..<width).map { fixed(origin.x + (Double($0) + 0.5) / scale - 0.5) }
        let ys = (0..<height).map { fixed(origin.y + (Double($0) + 0.5) / scale - 0.5) }
        let columns = xs.map { fx in (x0: clampX(fx >> 8, screen), x1: clampX((fx >> 8) + 1, screen), w: fx & 255) }
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            pixels.withUnsafeBufferPointer { px in
                for row in 0..<height {
                    let fy = ys[row]
                    let y0 = clampY(fy >> 8, screen) * screen.width, y1 = clampY((fy >> 8) + 1, screen) * screen.width
                    let wy = fy & 255
                    for column in 0..<width {
                        let x = columns[column]
                        let a = px[y0 + x.x0], b = px[y0 + x.x1], c = px[y1 + x.x0], d = px[y1 + x.x1]
                        let o = (row * width + column) * 4
                        out[o] = mix(a.r, b.r, c.r, d.r, wx: x.w, wy: wy)
                        out[o + 1] = mix(a.g, b.g, c.g, d.g, wx: x.w, wy: wy)
                        out[o + 2] = mix(a.b, b.b, c.b, d.b, wx: x.w, wy: wy)
                        out[o + 3] = 255
                    }
                }
            }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: out)
    }

    private static func clampX(_ v: Int, _ screen: Screen) -> Int { min(max(v, 0), screen.width - 1) }
    private static func clampY(_ v: Int, _ screen: Screen) -> Int { min(max(v, 0), screen.height - 1) }

    /// Four neighbours' channel, weighted by `wx` and `wy` (of 256), rounded.
    @inline(__always)
    private static func mix(_ p: UInt8, _ q: UInt8, _ r: UInt8, _ s: UInt8, wx: Int, wy: Int) -> UInt8 {
        let top = Int(p) * (256 - wx) + Int(q) * wx, bottom = Int(r) * (256 - wx) + Int(s) * wx
        return UInt8((top * (256 - wy) + bottom * wy + 32768) >> 16)
    }

    private static func decode(_ wallpaper: Wallpaper) -> Bitmap {
        let bytes: [UInt8] = switch wallpaper {
        case .sky: PackageResources.sky_png
        case .night: PackageResources.night_png
        case .mosaic: PackageResources.mosaic_png
        }
        do { return try PNGDecoder.decode(bytes) } catch {
            preconditionFailure("the compiled-in wallpaper \(wallpaper.rawValue).png does not decode: \(error)")
        }
    }
}

/// A separable box blur of opaque pixels, edges clamped, in integers.
enum BoxBlur {
    static func blurred(_ pixels: [RGBA8], width: Int, height: Int, radius: Int, passes: Int) -> [RGBA8] {
        var channels = [[Int]](repeating: [], count: 3)
        channels[0] = pixels.map { Int($0.r) }; channels[1] = pixels.map { Int($0.g) }; channels[2] = pixels.map { Int($0.b) }
        for c in 0..<3 {
            for _ in 0..<passes {
                channels[c] = pass(channels[c], count: width, lines: height, step: 1, lineStep: width, radius: radius)
                channels[c] = pass(channels[c], count: height, lines: width, step: width, lineStep: 1, radius: radius)
            }
        }
        return (0..<pixels.count).map {
            RGBA8(r: UInt8(channels[0][$0]), g: UInt8(channels[1][$0]), b: UInt8(channels[2][$0]))
        }
    }

    /// One box pass along `lines` lines of `count` values (`step` apart, lines `lineStep` apart):
    /// each value the rounded mean of the 2r + 1 around it, the line's ends repeated.
    private static func pass(_ values: [Int], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int) -> [Int] {
        var out = values
        let span = 2 * radius + 1
        for line in 0..<lines {
            let base = line * lineStep
            func at(_ i: Int) -> Int { values[base + min(max(i, 0), count - 1) * step] }
            var sum = (-radius...radius).reduce(0) { $0 + at($1) }
            for i in 0..<count {
                out[base + i * step] = (sum + span / 2) / span
                sum += at(i + radius + 1) - at(i - radius)
            }
        }
        return out
    }
}
