import Foundation
import SnapshotDiffCommand
// `snapshot-bench inmemory A.png B.png [N]`: Benchmarks/diff's in-memory figures (best of N,
// default 50). Not part of the shipped `snapshot`.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, arguments[0] == "inmemory", let n = Int(arguments.count > 3 ? arguments[3] : "50"), n > 0 else {
    FileHandle.standardError.write(Data("usage: snapshot-bench inmemory A.png B.png [N]\n".utf8))
    exit(2)
}
let files = Array(arguments[1...2])
do {
    let (a, b) = try DiffInputs.decode(DiffInputs.read(files), files)
    InMemoryBenchmark.run(a, b, files: files, iterations: n)
} catch {
    FileHandle.standardError.write(Data("snapshot-bench: \(error)\n".utf8))
    exit(2)
}
