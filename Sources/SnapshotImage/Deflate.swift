import CDeflate

/// zlib streams and CRC-32 through libdeflate: whole-buffer, which suits PNG because the
/// inflated size is known from IHDR before inflating.
enum Deflate {
    /// The CRC-32 used by PNG chunks.
    static func crc32(_ bytes: UnsafeRawBufferPointer, seed: UInt32 = 0) -> UInt32 {
        UInt32(libdeflate_crc32(seed, bytes.baseAddress, bytes.count))
    }

    /// Inflates a zlib stream into `output`, which must be exactly the expected size.
    static func inflate(_ input: UnsafeRawBufferPointer,
                        into output: UnsafeMutableRawBufferPointer) throws(PNGError) {
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw .badImageData("out of memory allocating the decompressor")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let result = libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count,
                                                output.baseAddress, output.count, &produced)
        switch result {
        case LIBDEFLATE_SUCCESS where produced == output.count:
            return
        case LIBDEFLATE_SUCCESS:
            throw .badImageData("IDAT inflates to \(produced) bytes but IHDR needs \(output.count)")
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw .badImageData("IDAT inflates to more than the \(output.count) bytes IHDR declares")
        default:
            throw .badImageData("the zlib stream in IDAT is invalid or cut short")
        }
    }

    /// Compresses `input` as one zlib stream at `level` (0...12; 12 is libdeflate's strongest).
    static func compress(_ input: UnsafeRawBufferPointer, level: Int32) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            fatalError("libdeflate could not allocate a level-\(level) compressor (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        // NB: uninitialised: libdeflate writes the first `written` bytes, the rest are never kept.
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            let written = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            precondition(written > 0, "libdeflate_zlib_compress failed within its own bound")
            count = written
        }
    }
}
