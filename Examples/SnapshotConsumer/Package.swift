// swift-tools-version:6.0
import Foundation
import PackageDescription

/// SnapshotKit: `SNAPSHOTKIT_PATH` when set (ExampleConsumerTests runs a copy of this package
/// elsewhere), else the repository two folders up.
/// NB: a path package's identity is its folder's name, which differs between clones
/// (SnapshotKit, wt-runmodel, ...), so it is read here, not written.
let snapshotKit = ProcessInfo.processInfo.environment["SNAPSHOTKIT_PATH"].map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let repository = snapshotKit.standardizedFileURL

/// A package that uses SnapshotKit as an app's test target would: it depends on the repository
/// by path and on the front door alone (`SnapshotKitTesting`), and snapshots one scenario built
/// in Swift and one from its own file.
/// NB: SnapshotKit's unsafeFlags sit only on the `snapshot` executable, so a library consumer
/// like this one may depend on it (SwiftPM refuses unsafeFlags in dependencies' products).
let package = Package(
    name: "SnapshotConsumer",
    dependencies: [.package(path: repository.path)],
    targets: [
        .testTarget(name: "SnapshotConsumerTests",
                    dependencies: [.product(name: "SnapshotKitTesting", package: repository.lastPathComponent)]),
    ],
    swiftLanguageModes: [.v6]
)
