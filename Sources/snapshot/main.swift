import SnapshotCore
#if canImport(Glibc)
import Glibc
#endif

// NB: `snapshot` links only SnapshotCore, so `snapshot diff` starts without mapping cairo,
// pango, librsvg and their dozens of shared libraries. Every other verb (and --help,
// --version) is the full CLI in `snapshot-kit`, which this process becomes via execv.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "diff" {
    exit(DiffVerb.verb.invoke(Array(arguments.dropFirst()), context: .standard).rawValue)
}
exit(FullCLI.exec(arguments))
