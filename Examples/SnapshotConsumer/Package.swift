// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The repository two folders up. NB: a path package's identity is its folder's name, which
/// differs between clones (SnapshotKit, wt-runmodel, ...), so it is read here, not written.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

/// A package that uses SnapshotKit as a library, as any app's test target would: it depends
/// on the repository by path and renders and verifies one scenario in its own `swift test`.
/// NB: SnapshotKit's unsafeFlags sit only on the `snapshot` executable, so a library
/// consumer like this one may depend on it (SwiftPM refuses unsafeFlags in dependencies'
/// products). SnapshotKitTests' ExampleConsumerTests builds and runs it.
let package = Package(
    name: "SnapshotConsumer",
    dependencies: [.package(path: repository.path)],
    targets: [
        .testTarget(name: "SnapshotConsumerTests",
                    dependencies: [.product(name: "SnapshotKit", package: repository.lastPathComponent)]),
    ],
    swiftLanguageModes: [.v6]
)
