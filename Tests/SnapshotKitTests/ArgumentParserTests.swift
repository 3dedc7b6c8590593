import SnapshotCore
import Testing

@Suite struct ArgumentParserTests {
    static let options: [OptionSpec] = [
        .value("out", "DIR", "output folder"),
        .value("surface", "NAME", repeatable: true, "surface"),
        .flag("json", "print JSON"),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let args: [String]
        let values: [String: [String]]
        let flags: Set<String>
        let positionals: [String]
        var testDescription: String { args.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(args: ["--out", "x"], values: ["out": ["x"]], flags: [], positionals: []),
        Case(args: ["--out=x"], values: ["out": ["x"]], flags: [], positionals: []),
        Case(args: ["a.png", "--json", "b.png"], values: [:], flags: ["json"], positionals: ["a.png", "b.png"]),
        Case(args: ["--surface", "a", "--surface=b"], values: ["surface": ["a", "b"]], flags: [], positionals: []),
        Case(args: ["--", "--json"], values: [:], flags: [], positionals: ["--json"]),
        Case(args: ["-"], values: [:], flags: [], positionals: ["-"]),
    ])
    func parses(_ c: Case) throws {
        let p = try ArgumentParser.parse(c.args, verb: "t", options: Self.options)
        #expect(p.values == c.values)
        #expect(p.flags == c.flags)
        #expect(p.positionals == c.positionals)
    }

    @Test(arguments: [
        (["--ot", "x"], "snapshot t: unknown option '--ot'; did you mean '--out'? (see 'snapshot t --help')"),
        (["--surfce", "x"], "snapshot t: unknown option '--surfce'; did you mean '--surface'? (see 'snapshot t --help')"),
        (["--zzzzzzzz"], "snapshot t: unknown option '--zzzzzzzz' (see 'snapshot t --help')"),
        (["--out"], "--out needs a value (DIR)"),
        (["--out", "a", "--out", "b"], "--out was given more than once"),
        (["--json=yes"], "--json is a flag and takes no value"),
    ])
    func rejects(_ args: [String], _ message: String) {
        #expect(throws: UsageError(message)) {
            try ArgumentParser.parse(args, verb: "t", options: Self.options)
        }
    }
}
