import Foundation
import SnapshotKit

exit(CLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
