#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back a large, not yet touched buffer with transparent huge pages.
///
/// NB: a decoded 1206×2622 screenshot is 12.6 MB: ~3,100 page faults of 4 KB each, a third
/// of `snapshot diff`'s time. With THP in `madvise` mode (Debian's default) each 2 MB-aligned
/// stretch of an advised mapping faults in 2 MB at a time instead. Purely advisory: on
/// failure, or where THP is off, nothing changes.
enum HugePages {
    static let size = 2 << 20
    static let page = 4096

    /// A capacity of at least `bytes` for a large array buffer whose malloc mapping is a whole
    /// number of huge pages.
    ///
    /// NB: Linux (6.7 on) places anonymous mappings whose length is a multiple of 2 MB on a
    /// 2 MB boundary; glibc serves such sizes with one mmap of the request plus a few header
    /// bytes, rounded to pages. So asking for 4 KB less than a multiple of 2 MB makes the
    /// whole buffer huge pages: before, the unaligned head and tail (~2 MB per image, ~380
    /// faults) faulted 4 KB at a time. Costs at most 2 MB of untouched address space.
    static func capacity(for bytes: Int) -> Int {
        guard bytes >= 2 * size else { return bytes }
        return (bytes + page + size - 1) / size * size - page
    }

    /// Advises every page of `buffer` (worth it only for buffers of several MB).
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= 2 * size, let base = buffer.baseAddress else { return }
        // NB: from the page holding the buffer's start: for an mmap-served array that is the
        // mapping's first page, so the advised range is the whole mapping and stays one area.
        let start = Int(bitPattern: base) & ~(page - 1)
        let end = (Int(bitPattern: base) + buffer.count + page - 1) & ~(page - 1)
        guard let p = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(p, end - start, MADV_HUGEPAGE)
        // NB: malloc and the array header already touched the first page, so that page came in
        // as 4 KB and the rest of its 2 MB would too (512 faults): collapse that stretch into a
        // huge page now (MADV_COLLAPSE, Linux 6.1; fails harmlessly elsewhere).
        if start & (size - 1) == 0 && end - start >= size { _ = madvise(p, size, 25) }
        #endif
    }
}
