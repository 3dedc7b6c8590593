import Foundation

/// Why `results.json` could not be used.
public enum RunResultsError: Error, CustomStringConvertible, Equatable {
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        }
    }

    /// A report file's bytes under the file-reading policy (regular file, size checked first);
    /// `writer` is the command that writes it, named in the error.
    static func bytes(_ url: URL, limit: Int, writer: String) throws(RunResultsError) -> Data {
        do { return Data(try FileBytes.read(url.path, limit: limit)) } catch {
            guard case .unreadable(_, let reason) = error else { throw .unreadable(url.path, "\(error)") }
            throw .unreadable(url.path, "cannot read it (\(reason)); run '\(writer)' first")
        }
    }
}
