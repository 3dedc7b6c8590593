// swift-tools-version:6.0
import PackageDescription

/// System libraries come from Debian packages found through pkg-config;
/// `scripts/ensure-deps.sh` installs them when missing.
func systemLibrary(_ name: String, _ pkg: String, apt: [String], brew: [String]) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkg,
                   providers: [.apt(apt), .brew(brew)])
}

let package = Package(
    name: "SnapshotKit",
    products: [
        // The front door for an app's tests: `expectSnapshots` (Swift Testing), `assertSnapshots`
        // (XCTest). Its own product, so the executables below never link XCTest or Testing.
        .library(name: "SnapshotKitTesting", targets: ["SnapshotKitTesting"]),
        // The scenario model, the axes and the verdicts, for tools that drive SnapshotKit themselves.
        .library(name: "SnapshotKit", targets: ["SnapshotKit"]),
        // `snapshot` runs `diff` itself and hands every other verb to `snapshot-kit` beside it.
        .executable(name: "snapshot", targets: ["snapshot"]),
        .executable(name: "snapshot-kit", targets: ["snapshot-kit"]),
    ],
    targets: [
        systemLibrary("CCairo", "cairo", apt: ["libcairo2-dev"], brew: ["cairo"]),
        systemLibrary("CPangoCairo", "pangocairo", apt: ["libpango1.0-dev"], brew: ["pango"]),
        systemLibrary("CPangoFT2", "pangoft2", apt: ["libpango1.0-dev"], brew: ["pango"]),
        systemLibrary("CRsvg", "librsvg-2.0", apt: ["librsvg2-dev"], brew: ["librsvg"]),
        systemLibrary("CDeflate", "libdeflate", apt: ["libdeflate-dev"], brew: ["libdeflate"]),
        // NB: verify's fast path (docs/diff.md "Speed"): XXH3-128 fingerprints the drawn buffer,
        // libcrypto's SHA-256 (SHA-NI where the processor has it) hashes the golden's bytes.
        systemLibrary("CXXHash", "libxxhash", apt: ["libxxhash-dev"], brew: ["xxhash"]),
        systemLibrary("CCrypto", "libcrypto", apt: ["libssl-dev"], brew: ["openssl@3"]),
        // NB: SnapshotCore (PNG codec, diff engine, CLI framework, `diff`) links no render
        // library, so `snapshot diff` starts without loading cairo, pango or librsvg.
        .target(name: "SnapshotCore", dependencies: ["CDeflate"]),
        .target(
            name: "SnapshotKit",
            dependencies: ["SnapshotCore", "CCairo", "CPangoCairo", "CPangoFT2", "CRsvg", "CDeflate", "CXXHash", "CCrypto"],
            // NB: the review page's .js and .css, compiled into the library as byte arrays
            // (`PackageResources`, read by `WebAsset`): no resource bundle beside the binary, so
            // `snapshot` stays one relocatable file.
            // NB: Render/Icons is a link to Assets/icons (their one source), embedded the same way:
            // the library draws its icons with no path to a checkout (`IconSource.embedded`).
            exclude: ["Render/Icons/README.md"],
            resources: [.embedInCode("Report/Web"), .embedInCode("Audit/Web"), .embedInCode("Render/Icons")]
        ),
        // NB: `snapshot` is linked fully statically (glibc, libdeflate, the Swift runtime and
        // Foundation): no dynamic loader, no shared-library relocations. It more than halves
        // the start-up of every `snapshot diff` (3.4 → 1.5 ms, docs/diff.md "Speed"). Expected link
        // warnings, all about Foundation code: getpwnam/getpwuid (home folders, which `diff`
        // never looks up) would need glibc's shared NSS modules; atomic writes call mktemp.
        .executableTarget(name: "snapshot", dependencies: ["SnapshotCore"],
                          swiftSettings: [.unsafeFlags(["-static-stdlib"])],
                          linkerSettings: [.unsafeFlags(["-static-executable"])]),
        .target(name: "SnapshotKitTesting", dependencies: ["SnapshotKit", "SnapshotCore"]),
        .executableTarget(name: "snapshot-kit", dependencies: ["SnapshotKit"]),
        // NB: benchmark modes live outside the shipped CLI: Benchmarks/diff/run.sh runs this one.
        .executableTarget(name: "snapshot-bench", dependencies: ["SnapshotCore"], path: "Benchmarks/diff/InMemory"),
        .testTarget(name: "SnapshotKitTests", dependencies: ["SnapshotKit", "SnapshotCore", "SnapshotKitTesting"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
