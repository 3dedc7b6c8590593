/// The chunks of a PNG file that decoding needs, read and CRC-checked in one pass.
struct PNGChunks {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    let header: PNGHeader
    /// PLTE entries as RGB triples (empty when absent).
    var palette: ArraySlice<UInt8> = []
    /// tRNS data: palette alphas, or a grey / RGB colour key (empty when absent).
    var transparency: ArraySlice<UInt8> = []
    /// Where each IDAT's data lies in the file, in order.
    var imageData: [Range<Int>] = []

    /// Walks the chunk list up to IEND. Nothing large is allocated here; IHDR limits are
    /// checked as soon as IHDR is read.
    init(_ bytes: [UInt8], limits: PNGLimits) throws(PNGError) {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(Self.signature) else { throw .notPNG }
        var offset = 8
        var header: PNGHeader?
        var sawEnd = false
        while !sawEnd {
            guard offset + 8 <= bytes.count else {
                throw .truncated(detail: "file ends at byte \(bytes.count) before the IEND chunk")
            }
            let length = Int(BigEndian.uint32(bytes, at: offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= Int(Int32.max), typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .malformed("bad chunk header at byte \(offset)")
            }
            let dataStart = offset + 8, dataEnd = dataStart + length
            guard dataEnd + 4 <= bytes.count else {
                throw .truncated(detail: "\(type) chunk at byte \(offset) needs \(length + 12) bytes, only \(bytes.count - offset) remain")
            }
            let stored = BigEndian.uint32(bytes, at: dataEnd)
            let actual = bytes.withUnsafeBytes { Deflate.crc32(UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<dataEnd])) }
            guard stored == actual else { throw .badCRC(chunk: type, offset: offset) }
            let data = bytes[dataStart..<dataEnd]
            if header == nil && type != "IHDR" { throw .missingChunk("IHDR (it must be the first chunk)") }
            switch type {
            case "IHDR":
                guard header == nil else { throw .malformed("more than one IHDR chunk") }
                header = try PNGHeader(data, limits: limits)
            case "PLTE":
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw .malformed("PLTE has \(length) bytes; it must hold 1...256 RGB entries")
                }
                palette = data
            case "tRNS": transparency = data
            case "IDAT": imageData.append(dataStart..<dataEnd)
            case "IEND": sawEnd = true
            default:
                // NB: bit 5 of the first letter marks ancillary chunks (lowercase), safe to skip.
                guard typeBytes.first! & 0x20 != 0 else {
                    throw .malformed("unknown critical chunk \(type) at byte \(offset)")
                }
            }
            offset = dataEnd + 4
        }
        self.header = header!
        guard !imageData.isEmpty else { throw .missingChunk("IDAT") }
        if self.header.colorType == .palette && palette.isEmpty { throw .missingChunk("PLTE (required for palette images)") }
    }
}
