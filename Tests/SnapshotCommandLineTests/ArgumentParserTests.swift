import SnapshotCommandLine
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

    // Issue 38 item 3: each option declared once with its type, default and parser.
    enum Colour: String, CaseIterable, Sendable { case red, green }
    static let out = Option<String>.path("out", "DIR", default: "out/x", "output folder")
    static let count = Option<Int>.number("count", in: 1...9, "how many")
    static let ratio = Option<Double>.number("ratio", "R", in: 0...1, "a fraction")
    static let colour = Option<Colour>.choice("colour", "C", repeatable: true, "a colour")
    static let quiet = Flag("quiet", "say less")
    static let typed = [out.spec, count.spec, ratio.spec, colour.spec, quiet.spec]

    @Test func typedValuesAndDefaults() throws {
        let given = try ArgumentParser.parse(["--out", "o", "--count=3", "--ratio", "0.5", "--colour", "red", "--colour", "green", "--quiet"],
                                             verb: "t", options: Self.typed)
        #expect(try given.value(Self.out) == "o" && given.text(Self.out) == "o" && given.given(Self.out))
        #expect(try given.given(Self.count) == 3 && given.given(Self.ratio) == 0.5)
        #expect(try given.all(Self.colour) == [.red, .green] && given.has(Self.quiet))
        let absent = try ArgumentParser.parse([], verb: "t", options: Self.typed)
        #expect(try absent.value(Self.out) == "out/x" && absent.text(Self.out) == "out/x" && !absent.given(Self.out))
        #expect(try absent.given(Self.count) == nil && absent.all(Self.colour).isEmpty && !absent.has(Self.quiet))
        #expect(Self.out.spec.help == "output folder (default: out/x)")
    }

    /// A bad value is refused as the command line is read, before a verb does any work.
    @Test(arguments: [
        (["--out", ""], "--out needs a non-empty DIR; an empty one would mean the current folder"),
        (["--count", "0"], "--count takes a whole number from 1 to 9, got '0'"),
        (["--count", "x"], "--count takes a whole number from 1 to 9, got 'x'"),
        (["--ratio", "2"], "--ratio takes a number from 0.0 to 1.0, got '2'"),
        (["--colour", "gren"], "--colour: unknown value 'gren'; did you mean 'green'? (one of: red, green)"),
        (["--quiet=yes"], "--quiet is a flag and takes no value"),
    ])
    func typedRejects(_ args: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try ArgumentParser.parse(args, verb: "t", options: Self.typed) }
    }
}
