// swift-tools-version:6.0
import PackageDescription

/// System libraries come from Debian packages found through pkg-config;
/// `scripts/ensure-deps.sh` installs them when missing.
func systemLibrary(_ name: String, _ pkg: String, apt: [String], brew: [String]) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkg,
                   providers: [.apt(apt), .brew(brew)])
}

/// One module of SnapshotKit (docs/architecture.md), with the modules and system libraries it
/// imports itself, each named, none brought along by another.
func layer(_ name: String, _ imports: [Target.Dependency], exclude: [String] = [], resources: [Resource] = []) -> Target {
    .target(name: name, dependencies: imports, exclude: exclude, resources: resources)
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
        // NB: libhyphen ships no pkg-config file: linked by name (module.modulemap); its patterns
        // come from hyphen-en-us, hyphen-de and hyphen-es (`Hyphenator`).
        .systemLibrary(name: "CHyphen", path: "Sources/CHyphen", providers: [.apt(["libhyphen-dev"]), .brew(["hyphen"])]),
        // The engine's foundations, one target per job, none linking a render library (so
        // `snapshot diff` starts without loading cairo, pango or librsvg): files written
        // atomically, threads, the PNG codec and bitmap, the structural snapshot and its diff,
        // the pixel diff and its report, the command-line framework, and the `diff` verb.
        layer("SnapshotFiles", []),
        layer("SnapshotThreads", []),
        layer("SnapshotImage", ["SnapshotFiles", "SnapshotFormats", "CDeflate", "CXXHash"]),
        layer("SnapshotStructure", ["SnapshotFormats", "SnapshotImage"]),
        layer("SnapshotDiff", ["SnapshotThreads", "SnapshotImage", "SnapshotStructure"]),
        layer("SnapshotCommandLine", []),
        layer("SnapshotFormats", ["SnapshotCommandLine", "CCrypto"]),
        layer("SnapshotDiffCommand", ["SnapshotFiles", "SnapshotThreads", "SnapshotCommandLine", "SnapshotImage", "SnapshotStructure", "SnapshotDiff"]),
        // NB: one target per layer of docs/architecture.md, lowest first, each naming the modules
        // it imports (never one above it): the compiler holds the layering. They talk through
        // `package` access; only the scenario model, the axes, `RecordMode`, `SnapshotStatus`
        // and `SnapshotKitVersion` are `public`, re-exported one at a time by SnapshotKit.
        layer("SnapshotModel", ["SnapshotImage"]),
        layer("SnapshotScenario", ["SnapshotCommandLine", "SnapshotFormats", "SnapshotImage", "SnapshotDiff", "SnapshotModel"]),
        layer("SnapshotRules", ["SnapshotImage", "SnapshotModel", "SnapshotScenario"]),
        layer("SnapshotPresentation", ["SnapshotModel", "SnapshotScenario", "SnapshotRules"]),
        layer("SnapshotLayout", ["SnapshotModel", "SnapshotRules", "SnapshotPresentation"]),
        // NB: Icons and Wallpapers are links to Assets/icons and Assets/wallpapers (their one
        // source), embedded in code: the library draws with no path to a checkout.
        layer("SnapshotRender", ["SnapshotFormats", "SnapshotImage", "SnapshotModel", "SnapshotScenario", "SnapshotRules", "SnapshotLayout", "CCairo", "CDeflate", "CHyphen", "CPangoCairo", "CPangoFT2", "CRsvg"],
              exclude: ["Icons/README.md", "Wallpapers/make-wallpapers.py", "Wallpapers/LICENSE"],
              resources: [.embedInCode("Icons"), .embedInCode("Wallpapers")]),
        layer("SnapshotCatalog", ["SnapshotThreads", "SnapshotFormats", "SnapshotImage", "SnapshotStructure", "SnapshotModel", "SnapshotScenario", "SnapshotRules", "SnapshotPresentation", "SnapshotLayout", "SnapshotRender"]),
        layer("SnapshotGolden", ["SnapshotFiles", "SnapshotThreads", "SnapshotCommandLine", "SnapshotFormats", "SnapshotImage", "SnapshotStructure", "SnapshotDiff"]),
        // NB: the review page's .js and .css, compiled into the library as byte arrays
        // (`PackageResources`, read by `WebAsset`): no resource bundle beside the binary, so
        // `snapshot` stays one relocatable file.
        layer("SnapshotReports", ["SnapshotFiles", "SnapshotCommandLine", "SnapshotFormats", "SnapshotGolden"], resources: [.embedInCode("Web")]),
        // The join of the two stacks for the transit catalog: its axes (`CatalogAxes`), its
        // items, its environment; what the CLI and the test front door verify.
        layer("SnapshotCatalogRuns", ["SnapshotFormats", "SnapshotImage", "SnapshotModel", "SnapshotScenario", "SnapshotRules", "SnapshotRender", "SnapshotCatalog", "SnapshotGolden"]),
        layer("SnapshotAudit", ["SnapshotFiles", "SnapshotThreads", "SnapshotCommandLine", "SnapshotFormats", "SnapshotImage", "SnapshotModel", "SnapshotScenario", "SnapshotRules", "SnapshotPresentation", "SnapshotLayout", "SnapshotRender", "SnapshotCatalog", "SnapshotGolden", "SnapshotReports", "SnapshotCatalogRuns"],
              resources: [.embedInCode("Web")]),
        layer("SnapshotSweep", ["SnapshotFiles", "SnapshotThreads", "SnapshotCommandLine", "SnapshotFormats", "SnapshotImage", "SnapshotModel", "SnapshotScenario", "SnapshotRules", "SnapshotLayout", "SnapshotRender", "SnapshotCatalog", "SnapshotGolden", "SnapshotReports", "SnapshotCatalogRuns", "SnapshotAudit"]),
        layer("SnapshotCLI", ["SnapshotFiles", "SnapshotThreads", "SnapshotCommandLine", "SnapshotFormats", "SnapshotImage", "SnapshotDiff", "SnapshotDiffCommand", "SnapshotModel", "SnapshotScenario", "SnapshotRender", "SnapshotCatalog", "SnapshotGolden", "SnapshotReports", "SnapshotCatalogRuns", "SnapshotAudit", "SnapshotSweep"]),
        // The front door library: the public model, re-exported declaration by declaration.
        .target(name: "SnapshotKit", dependencies: ["SnapshotFormats", "SnapshotModel", "SnapshotScenario", "SnapshotGolden"]),
        // NB: `snapshot` is linked fully statically (glibc, libdeflate, the Swift runtime and
        // Foundation): no dynamic loader, no shared-library relocations. It more than halves
        // the start-up of every `snapshot diff` (3.4 → 1.5 ms, docs/diff.md "Speed"). Expected link
        // warnings, all about Foundation code: getpwnam/getpwuid (home folders, which `diff`
        // never looks up) would need glibc's shared NSS modules; atomic writes call mktemp.
        .executableTarget(name: "snapshot", dependencies: ["SnapshotDiffCommand"],
                          swiftSettings: [.unsafeFlags(["-static-stdlib"])],
                          linkerSettings: [.unsafeFlags(["-static-executable"])]),
        // NB: the test front door verifies as the CLI does without linking it: what both need
        // (`RecordMode.fromEnvironment`, the verification run, the reports) lives below the CLI.
        .target(name: "SnapshotKitTesting", dependencies: ["SnapshotCommandLine", "SnapshotModel", "SnapshotScenario", "SnapshotRender", "SnapshotCatalog", "SnapshotGolden", "SnapshotReports", "SnapshotCatalogRuns", "SnapshotKit"]),
        .executableTarget(name: "snapshot-kit", dependencies: ["SnapshotCLI"]),
        // NB: benchmark modes live outside the shipped CLI: Benchmarks/diff/run.sh runs this one.
        .executableTarget(name: "snapshot-bench", dependencies: ["SnapshotImage", "SnapshotDiff", "SnapshotDiffCommand"], path: "Benchmarks/diff/InMemory"),
        // NB: Benchmarks/drawing/run.sh's pure drawing: the catalog's, the audit's or the sweep's
        // trees laid out first, then drawn once each, the drawing timed alone.
        .executableTarget(name: "snapshot-drawing-bench", dependencies: ["SnapshotThreads", "SnapshotScenario", "SnapshotLayout", "SnapshotCatalog", "SnapshotAudit", "SnapshotSweep"], path: "Benchmarks/drawing/PureDrawing"),
        // NB: a test target per foundation and for the engine, each with its fixtures beside it and
        // naming only what it imports (the engine's tests import no transit module); the design's,
        // the join's and the verbs' tests share SnapshotKitTests and its fixtures.
        .target(name: "SnapshotTestSupport", path: "Tests/SnapshotTestSupport"),
        .testTarget(name: "SnapshotFormatsTests", dependencies: ["SnapshotFormats"]),
        .testTarget(name: "SnapshotImageTests", dependencies: ["SnapshotImage", "SnapshotTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SnapshotDiffTests", dependencies: ["SnapshotImage", "SnapshotDiff", "SnapshotTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SnapshotStructureTests", dependencies: ["SnapshotStructure"]),
        .testTarget(name: "SnapshotCommandLineTests", dependencies: ["SnapshotCommandLine"]),
        .testTarget(name: "SnapshotThreadsTests", dependencies: ["SnapshotThreads", "SnapshotImage", "SnapshotDiff"]),
        .testTarget(name: "SnapshotGoldenTests", dependencies: ["SnapshotFiles", "SnapshotCommandLine", "SnapshotFormats", "SnapshotImage", "SnapshotStructure", "SnapshotDiff", "SnapshotGolden", "SnapshotReports", "SnapshotTestSupport"]),
        .testTarget(name: "SnapshotKitTests", dependencies: ["SnapshotFiles", "SnapshotCommandLine", "SnapshotFormats", "SnapshotImage", "SnapshotStructure", "SnapshotDiff", "SnapshotModel", "SnapshotScenario", "SnapshotRules", "SnapshotPresentation", "SnapshotLayout", "SnapshotRender", "SnapshotCatalog", "SnapshotGolden", "SnapshotReports", "SnapshotCatalogRuns", "SnapshotAudit", "SnapshotSweep", "SnapshotCLI", "SnapshotKitTesting", "SnapshotTestSupport", "CPangoCairo", "CPangoFT2"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
