#if canImport(Glibc)
import Glibc
#endif

/// Hands the command line to `snapshot-kit`, the full CLI built beside this executable.
enum FullCLI {
    static let name = "snapshot-kit"

    /// Replaces this process with `snapshot-kit arguments…`; returns only on failure, with
    /// exit code 2 after printing why.
    static func exec(_ arguments: [String]) -> Int32 {
        let selfPath = executablePath()
        let directory = selfPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let target = (directory.isEmpty ? "." : directory) + "/" + name
        var argv: [UnsafeMutablePointer<CChar>?] = ([target] + arguments).map { strdup($0) } + [nil]
        execv(target, &argv)
        let error = errno
        let reason = error == ENOENT ? "\(name) not found beside \(selfPath); build all products with 'swift build'"
            : "cannot run \(target): \(String(cString: strerror(error)))"
        let message = Array("snapshot: \(reason)\n".utf8)
        _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return 2
    }

    /// This executable's path, from /proc/self/exe (symlinks resolved), else argv[0].
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return CommandLine.arguments.first ?? name }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
