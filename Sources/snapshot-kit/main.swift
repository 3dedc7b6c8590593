import Foundation
import SnapshotCLI

exit(CLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
