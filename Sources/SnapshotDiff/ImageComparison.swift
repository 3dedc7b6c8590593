import SnapshotImage
/// What a failed comparison found, for reports and artefacts.
package struct DiffEvidence: Equatable, Sendable {
    /// Counted differing pixels (a lower bound when `countIsLowerBound`).
    package var mismatched: Int
    /// All pixels compared.
    package var total: Int
    /// The scan stopped once the allowance was exceeded (no diff image was wanted).
    package var countIsLowerBound: Bool
    /// Boxes around the counted pixels, top-to-bottom then left-to-right.
    package var regions: [ChangedRegion]
    /// pixelmatch's diff image, when wanted.
    package var diffImage: Bitmap?

    /// `mismatched / total`.
    package var ratio: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }
}

/// The verdict of comparing a golden (`expected`) with a fresh render (`actual`).
package enum ImageComparison: Equatable, Sendable {
    /// Every pixel is exactly equal.
    case identical
    /// Some pixels differ, but no more than the policy allows.
    case withinTolerance(mismatched: Int, total: Int)
    /// More pixels differ than the policy allows.
    case different(DiffEvidence)
    /// The images have different sizes; `diffImage` (when wanted) compares them padded
    /// with transparent pixels to the larger width and height.
    case sizeMismatch(expected: PixelSize, actual: PixelSize, diffImage: Bitmap?)

    /// Whether `verify` should pass.
    package var passed: Bool {
        switch self {
        case .identical, .withinTolerance: return true
        case .different, .sizeMismatch: return false
        }
    }

    /// Compares two images under `policy`. Without `wantDiffImage` the scan stops as soon
    /// as the allowance is exceeded, so a failing verdict's count may be a lower bound.
    package static func compare(expected: Bitmap, actual: Bitmap, policy: DiffPolicy = .exact,
                               wantDiffImage: Bool) -> ImageComparison {
        guard expected.width == actual.width && expected.height == actual.height else {
            let diff = wantDiffImage ? paddedDiff(expected, actual, policy: policy) : nil
            return .sizeMismatch(expected: PixelSize(width: expected.width, height: expected.height),
                                 actual: PixelSize(width: actual.width, height: actual.height), diffImage: diff)
        }
        if expected.hasSamePixels(as: actual) { return .identical }
        let total = expected.width * expected.height
        let allowance = policy.allowance(total: total)
        let result = Pixelmatch.compare(expected, actual, options: policy.pixelmatchOptions, wantImage: wantDiffImage,
                                        wantPixels: true, stopAfter: allowance)
        if policy.isExact, result.mismatched == 0 {
            // NB: under the exact policy any differing byte is a change: pixelmatch blends both
            // images onto one background, where fully transparent pixels of any colour are equal.
            let indices = expected.differingPixels(actual)
            return .different(DiffEvidence(mismatched: indices.count, total: total, countIsLowerBound: false,
                                           regions: ChangedRegions.find(indices: indices, width: expected.width, gap: policy.regionGap),
                                           diffImage: result.diffImage))
        }
        if result.mismatched <= allowance { return .withinTolerance(mismatched: result.mismatched, total: total) }
        return .different(DiffEvidence(
            mismatched: result.mismatched, total: total, countIsLowerBound: result.stoppedEarly,
            regions: ChangedRegions.find(indices: result.mismatchedPixels ?? [], width: expected.width, gap: policy.regionGap),
            diffImage: result.diffImage))
    }

    /// Every pixel pixelmatch counts under `policy` between two images of one size, with the
    /// diff image and regions, whatever the allowance (`verify` shows it for a snapshot whose
    /// structure changed with its pixels within the tolerance, or identical).
    package static func evidence(expected: Bitmap, actual: Bitmap, policy: DiffPolicy) -> DiffEvidence {
        let result = Pixelmatch.compare(expected, actual, options: policy.pixelmatchOptions, wantImage: true, wantPixels: true)
        return DiffEvidence(mismatched: result.mismatched, total: expected.width * expected.height, countIsLowerBound: false,
                            regions: ChangedRegions.find(indices: result.mismatchedPixels ?? [], width: expected.width, gap: policy.regionGap),
                            diffImage: result.diffImage)
    }

    static func paddedDiff(_ a: Bitmap, _ b: Bitmap, policy: DiffPolicy) -> Bitmap? {
        let size = PixelSize(width: max(a.width, b.width), height: max(a.height, b.height))
        return Pixelmatch.compare(a.padded(to: size), b.padded(to: size), options: policy.pixelmatchOptions,
                                  wantImage: true).diffImage
    }
}

extension Bitmap {
    /// This bitmap in the top-left corner of a larger transparent one.
    package func padded(to size: PixelSize) -> Bitmap {
        guard size.width != width || size.height != height else { return self }
        var out = [UInt8](repeating: 0, count: size.width * size.height * 4)
        for y in 0..<height {
            out.replaceSubrange((y * size.width * 4)..<(y * size.width * 4 + width * 4),
                                with: pixels[(y * width * 4)..<((y + 1) * width * 4)])
        }
        return Bitmap(width: size.width, height: size.height, pixels: out)
    }
}
