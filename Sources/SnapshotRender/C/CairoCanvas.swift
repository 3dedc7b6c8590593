import CCairo
import SnapshotImage
/// Owns one cairo ARGB32 image surface and its drawing context.
final class CairoCanvas: PremultipliedCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// A transparent canvas of the given pixel size.
    init(pixelWidth: Int, pixelHeight: Int) throws(RenderError) {
        // NB: cairo accepts 0x0 silently; reject empty or absurd sizes here.
        guard (1...16384).contains(pixelWidth), (1...16384).contains(pixelHeight) else {
            throw .badCanvasSize(width: pixelWidth, height: pixelHeight)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        let context = cairo_create(surface)!
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_status(context)))
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw .cairo(message)
        }
        self.surface = surface
        self.context = context
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixels as a straight-alpha `Bitmap`.
    func bitmap() -> Bitmap {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return PremultipliedARGB.toBitmap(
            width: pixelWidth, height: pixelHeight, stride: stride,
            bytes: UnsafeRawBufferPointer(start: data, count: stride * pixelHeight))
    }

    /// The drawn buffer (cairo's premultiplied ARGB32 rows) and its stride, flushed.
    func withRows<T>(_ body: (UnsafeRawBufferPointer, Int) -> T) -> T {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return body(UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), stride)
    }

    /// Only the coverage: each pixel's alpha, the same in cairo's premultiplied words as in
    /// the straight-alpha `bitmap()`, without un-premultiplying the colour.
    func alpha() -> AlphaPlane {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let (w, h) = (pixelWidth, pixelHeight)
        let alpha = [UInt8](unsafeUninitializedCapacity: w * h) { out, count in
            for y in 0..<h {
                let row = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                let dst = out.baseAddress!.advanced(by: y * w)
                for x in 0..<w { dst[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
            count = w * h
        }
        return AlphaPlane(width: w, height: h, alpha: alpha)
    }
}

/// One drawn layer's coverage, row-major, no padding: what the accented mode reads of a layer.
struct AlphaPlane {
    let width: Int
    let height: Int
    let alpha: [UInt8]
}
