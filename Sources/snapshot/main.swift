import SnapshotDiffCommand
// NB: imported for its link entries: this target is compiled with -static-stdlib and linked
// with -static-executable (Package.swift), and Foundation's static libraries (ICU, libstdc++)
// are named by its module.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// NB: `snapshot` links only SnapshotDiffCommand and the foundations it imports, so `snapshot diff` starts without mapping cairo,
// pango, librsvg and their dozens of shared libraries. Every other verb (and --help,
// --version) is the full CLI in `snapshot-kit`, which this process becomes via execv.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "diff" {
    exit(DiffVerb.verb.invoke(Array(arguments.dropFirst()), context: .standard).rawValue)
}
exit(FullCLI.exec(arguments))
