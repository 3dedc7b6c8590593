import Foundation
import Testing

/// Issue 25.2: the public surface is small and changes only on purpose. Each library's public
/// declarations (and declaration-by-declaration re-exports), read from its sources, are pinned
/// in `Fixtures/public-api/<Library>.txt`; a wholesale `@_exported import` fails. After a
/// deliberate API change: `PUBLIC_API_RECORD=1 swift test --filter PublicAPITests` rewrites
/// the lists (and still fails, so the change is committed with its CHANGELOG line), and
/// `swift package diagnose-api-breaking-changes <last tag>` says whether it breaks (README).
@Suite struct PublicAPITests {
    static let libraries = ["SnapshotKitTesting", "SnapshotKit"]

    /// The targets whose public declarations a library shows. SnapshotKit re-exports its public
    /// types from the layers that declare them (Package.swift), so its surface is theirs too:
    /// every `Sources/Snapshot…` target that is not a library of its own.
    static func targets(of library: String) throws -> [String] {
        guard library == "SnapshotKit" else { return [library] }
        let sources = TestPaths.repository.appendingPathComponent("Sources")
        let layers = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasPrefix("Snapshot") && !libraries.contains($0) }
        return [library] + layers.sorted()
    }

    /// One public declaration: its file, and its text up to the body or the end of the
    /// statement, whitespace collapsed (`Scenario/Favorite.swift: public var stop: Stop`).
    static func declarations(in source: String, file: String) -> [String] {
        let start = /(?m)^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:public|open)[ \t]|^[ \t]*@_exported[ \t]+import[ \t]/
        return source.matches(of: start).map { match in
            var depth = 0, text = ""
            for c in source[match.range.lowerBound...] {
                if c == "(" || c == "[" || c == "<" { depth += 1 }
                if c == ")" || c == "]" || c == ">" { depth -= 1 }
                if depth <= 0 && (c == "{" || c == "\n") { break }
                text.append(c)
            }
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return "\(file): " + (words.hasSuffix(" =") ? String(words.dropLast(2)) : words)
        }
    }

    /// Every public declaration of `library`'s sources, sorted; a layer's files are named from
    /// Sources (`SnapshotModel/Color.swift`), the library's own from its folder.
    static func surface(of library: String) throws -> [String] {
        try targets(of: library).flatMap { target in
            let root = TestPaths.repository.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            return try files.flatMap { file in
                declarations(in: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8),
                             file: target == library ? file : "\(target)/\(file)")
            }
        }.sorted()
    }

    static func pinned(_ library: String) -> URL {
        TestPaths.fixtures.appendingPathComponent("public-api/\(library).txt")
    }

    @Test(arguments: libraries)
    func thePublicDeclarationsAreThePinnedOnes(_ library: String) throws {
        let found = try Self.surface(of: library)
        if ProcessInfo.processInfo.environment["PUBLIC_API_RECORD"] == "1" {
            try (found.joined(separator: "\n") + "\n").write(to: Self.pinned(library), atomically: true, encoding: .utf8)
            Issue.record("wrote \(Self.pinned(library).path): commit it with a CHANGELOG entry")
            return
        }
        let pinned = try String(contentsOf: Self.pinned(library), encoding: .utf8).split(separator: "\n").map(String.init)
        let added = found.filter { !pinned.contains($0) }, removed = pinned.filter { !found.contains($0) }
        #expect(added.isEmpty && removed.isEmpty,
                "\(library)'s public API changed; added: \(added), removed: \(removed) (PUBLIC_API_RECORD=1 to re-pin)")
    }

    /// Re-exports go one declaration at a time: a whole module re-exported would put every
    /// public name of it, and of any module it re-exports, in front of every app.
    @Test(arguments: libraries)
    func noLibraryReExportsAWholeModule(_ library: String) throws {
        let wholesale = try Self.surface(of: library).filter(Self.isWholesaleReExport)
        #expect(wholesale.isEmpty, "\(wholesale)")
    }

    static func isWholesaleReExport(_ declaration: String) -> Bool {
        declaration.wholeMatch(of: /.*: @_exported import (?:\w+\.)*\w+/) != nil
    }

    @Test(arguments: [("X.swift: @_exported import SnapshotKit", true), ("X.swift: @_exported import SnapshotImage", true),
                      ("X.swift: @_exported import struct SnapshotKit.Scenario", false),
                      ("X.swift: @_exported import enum SnapshotKit.Surface", false)])
    func aWholesaleReExportIsToldFromOneDeclaration(_ declaration: String, _ wholesale: Bool) {
        #expect(Self.isWholesaleReExport(declaration) == wholesale)
    }

    /// The scanner reads a declaration as the compiler sees its signature: across lines, up to
    /// its body, attributes included, and not a `public` in a comment or a `package` one.
    @Test func theScannerReadsSignaturesNotComments() {
        let source = """
            /// The public model.
            public struct A: Equatable {
                @discardableResult
                public func run(of subject: Int,
                                record: Bool = false) throws -> Int { 1 }
                package var hidden: Int
                @MainActor public static let shared = A()
            }
            """
        #expect(Self.declarations(in: source, file: "A.swift") == [
            "A.swift: public struct A: Equatable",
            "A.swift: public func run(of subject: Int, record: Bool = false) throws -> Int",
            "A.swift: @MainActor public static let shared = A()",
        ])
    }
}
