import Foundation
import SnapshotStructure
import Testing

@Suite struct DiffLayoutTests {
    static let base = """
    {"surface":"systemSmall","device":"393x852","appearance":"light","textSize":"L","scale":3,
     "size":{"width":158,"height":158}, "futureField": {"ignored": true},
     "elements":[
      {"role":"title","row":null,"frame":{"x":16,"y":40,"width":80.5,"height":22},"text":"Belmont",
       "font":{"family":"Inter","size":17,"weight":600},"color":"#000000","label":"Belmont","action":"transit://stop/40320","truncated":false},
      {"role":"time","row":1,"frame":{"x":100,"y":70,"width":40,"height":18},"text":"3 min"},
      {"role":"time","row":2,"frame":{"x":100,"y":90,"width":40,"height":18},"text":"9 min"},
      {"role":"staleLabel","frame":{"x":16,"y":130,"width":60,"height":12},"text":"Updated 2 min ago"},
      {"role":"icon","frame":{"x":16,"y":10,"width":20,"height":20}},
      {"role":"icon","frame":{"x":40,"y":10,"width":20,"height":20}}
     ]}
    """

    static func snapshot(_ edit: (inout [String: Any]) -> Void = { _ in }) throws -> LayoutSnapshot {
        var object = try JSONSerialization.jsonObject(with: Data(base.utf8)) as! [String: Any]
        edit(&object)
        return try JSONDecoder().decode(LayoutSnapshot.self, from: JSONSerialization.data(withJSONObject: object))
    }

    /// Edits element `i` of the snapshot.
    static func element(_ i: Int, _ edit: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
        { object in
            var elements = object["elements"] as! [[String: Any]]
            edit(&elements[i])
            object["elements"] = elements
        }
    }

    static func frame(_ dx: Double, _ dy: Double, _ dw: Double = 0) -> (inout [String: Any]) -> Void {
        { e in
            var f = e["frame"] as! [String: Double]
            f["x"]! += dx; f["y"]! += dy; f["width"]! += dw
            e["frame"] = f
        }
    }

    struct Case: @unchecked Sendable, CustomTestStringConvertible {
        let name: String, edit: (inout [String: Any]) -> Void, summaries: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "same", edit: { _ in }, summaries: []),
        Case(name: "text", edit: element(1) { $0["text"] = "4 min" }, summaries: ["row 1 time: '3 min' → '4 min'"]),
        Case(name: "move left", edit: element(3, frame(-2, 0)), summaries: ["staleLabel moved 2 pt left"]),
        Case(name: "move down", edit: element(3, frame(0, 1.5)), summaries: ["staleLabel moved 1.5 pt down"]),
        Case(name: "move diagonal", edit: element(0, frame(0.25, -3)), summaries: ["title moved 0.25 pt right and 3 pt up"]),
        Case(name: "float noise", edit: element(0, frame(0.001, 0)), summaries: []),
        Case(name: "resize", edit: element(0, frame(0, 0, 2)), summaries: ["title resized 80.5×22 → 82.5×22 pt"]),
        Case(name: "colour", edit: element(0) { $0["color"] = "#333333" }, summaries: ["title colour: '#000000' → '#333333'"]),
        Case(name: "font", edit: element(0) { $0["font"] = ["family": "Inter", "size": 17, "weight": 700] },
             summaries: ["title font: 'Inter 17 600' → 'Inter 17 700'"]),
        Case(name: "truncated", edit: element(0) { $0["truncated"] = true }, summaries: ["title now cut"]),
        Case(name: "cut, with what is drawn", edit: element(0) { $0["truncated"] = true; $0["shown"] = "Belm…" },
             summaries: ["title now cut to 'Belm…'"]),
        Case(name: "second icon moved", edit: element(5, frame(1, 0)), summaries: ["icon #2 moved 1 pt right"]),
        Case(name: "row removed", edit: { o in o["elements"] = (o["elements"] as! [Any]).enumerated().filter { $0.offset != 2 }.map(\.element) },
             summaries: ["removed row 2 time '9 min'"]),
        Case(name: "element added", edit: { o in o["elements"] = (o["elements"] as! [Any]) + [["role": "message", "frame": ["x": 0, "y": 0, "width": 1, "height": 1], "text": "No service"]] },
             summaries: ["added message 'No service'"]),
        Case(name: "dark mode", edit: { $0["appearance"] = "dark" }, summaries: ["appearance: light → dark"]),
    ]

    @Test(arguments: cases)
    func namesTheChange(_ c: Case) throws {
        let changes = LayoutDiff.changes(from: try Self.snapshot(), to: try Self.snapshot(c.edit))
        #expect(changes.map(\.summary) == c.summaries)
    }

    /// `shown` is a compared field (`LayoutFields`): a text cut differently is its change; a text
    /// that becomes whole names what was drawn once, in the truncation change; a golden whose
    /// version defines the field and is cut without it was drawn whole: a change.
    struct CutCase: @unchecked Sendable, CustomTestStringConvertible {
        let name: String, old: [String: Any], new: [String: Any], goldenKeys: [String]?, summaries: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        CutCase(name: "cut differently", old: ["truncated": true, "shown": "Belm…"], new: ["truncated": true, "shown": "Bel…"],
                goldenKeys: nil, summaries: ["title drawn text: 'Belm…' → 'Bel…'"]),
        CutCase(name: "no longer cut", old: ["truncated": true, "shown": "Belm…"], new: [:], goldenKeys: nil,
                summaries: ["title no longer cut (was 'Belm…')"]),
        CutCase(name: "a golden cut without shown", old: ["truncated": true], new: ["truncated": true, "shown": "Bel…"],
                goldenKeys: nil, summaries: ["title drawn text: none → 'Bel…'"]),
    ])
    func theDrawnTextIsCompared(_ c: CutCase) throws {
        let set = { (fields: [String: Any]) in Self.element(0) { e in for (k, v) in fields { e[k] = v } } }
        // The golden file's keys: its first element holds only `goldenKeys`.
        let keys = c.goldenKeys.flatMap { fields in
            LayoutKeys.of(Data("{\"elements\":[{\(fields.map { "\"\($0)\":0" }.joined(separator: ","))}]}".utf8))
        }
        #expect((keys == nil) == (c.goldenKeys == nil))
        let changes = LayoutDiff.changes(from: try Self.snapshot(set(c.old)), to: try Self.snapshot(set(c.new)), keys: keys)
        #expect(changes.map(\.summary) == c.summaries)
        #expect(changes.allSatisfy { $0.isPerceptible })
    }

    /// A version-2 structural snapshot with every field set (none null or absent).
    static func everyField() -> [String: Any] {
        let element: [String: Any] = [
            "role": "time", "row": 1, "frame": ["x": 1.0, "y": 2.0, "width": 30.0, "height": 10.0], "text": "3 min",
            "font": ["family": "Inter", "size": 17.0, "weight": 600, "lineHeight": 22.0, "tabular": true],
            "color": "#000000", "fill": "#FFFFFF", "label": "3 minutes", "action": "transit://stop/1", "truncated": true,
            "shown": "3 m…", "lines": ["3 m…"], "activity": 2,
        ]
        return ["formatVersion": 2, "surface": "systemSmall", "device": "393x852", "appearance": "light", "textSize": "L",
                "mode": "fullColor", "renderedTextSize": "L", "scale": 3.0, "size": ["width": 158.0, "height": 158.0],
                "summary": "Belmont.", "time": "2026-11-30T12:00:00Z", "composition": "1 row", "elements": [element]]
    }

    /// Edits the object holding `level`'s fields in `object`.
    static func edit(_ object: inout [String: Any], _ level: LayoutSchema.Level, _ change: (inout [String: Any]) -> Void) {
        func nested(_ o: inout [String: Any], _ key: String) { var inner = o[key] as! [String: Any]; change(&inner); o[key] = inner }
        var element = (object["elements"] as! [[String: Any]])[0]
        switch level {
        case .top: change(&object); return
        case .size: nested(&object, "size"); return
        case .element: change(&element)
        case .font: nested(&element, "font")
        case .frame: nested(&element, "frame")
        }
        object["elements"] = [element]
    }

    /// Every field the structural snapshot defines is compared (docs/structural-snapshot.md
    /// "Compared fields" and "Versions"): a golden whose value differs from the render's is
    /// changed, and so is one that lacks the field, unless the file cannot be read without it.
    @Test(arguments: LayoutSchema.fields.filter { !["formatVersion", "elements"].contains($0.key) }.map { "\($0.level.rawValue)|\($0.key)" })
    func everyFieldIsCompared(_ id: String) throws {
        let parts = id.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let field = try #require(LayoutSchema.field(LayoutSchema.Level(rawValue: parts[0])!, parts[1]))
        let bytes = { (o: [String: Any]) in Array(try JSONSerialization.data(withJSONObject: o, options: [.sortedKeys])) }
        let render = try LayoutSnapshot.decode(try bytes(Self.everyField()), path: "render.json").snapshot
        var changed = Self.everyField(), lacking = Self.everyField()
        Self.edit(&changed, field.level) { o in
            switch o[field.key] {
            case let b as Bool: o[field.key] = !b
            case let n as Int: o[field.key] = n + 1
            case let d as Double: o[field.key] = d + 1
            case let t as String: o[field.key] = t + "x"
            case let a as [String]: o[field.key] = a + ["x"]
            default: o[field.key] = nil // an object: its own fields are each a row
            }
        }
        Self.edit(&lacking, field.level) { $0[field.key] = nil }
        for (what, golden) in [("changed", changed), ("lacking", lacking)] {
            if what == "changed", field.presence == .required || ["font", "size"].contains(field.key) && field.level != .font { continue }
            do {
                let read = try LayoutSnapshot.decode(try bytes(golden), path: "golden.json")
                let changes = LayoutDiff.perceptible(LayoutDiff.changes(from: read.snapshot, to: render, keys: read.keys))
                #expect(field.presence != .required, "\(id) \(what): read without a required field")
                #expect(!changes.isEmpty, "\(id) \(what): no change")
            } catch {
                #expect(field.presence == .required && what == "lacking", "\(id) \(what): \(error)")
            }
        }
    }

    /// A field introduced after a golden's version is not compared; one its version defines is.
    @Test func aFieldIsComparedFromTheVersionThatIntroducedIt() {
        #expect(LayoutSchema.field(.top, "formatVersion")?.introduced == 2)
        #expect(LayoutSchema.state(.top, "formatVersion", version: 1, present: []) == .predates)
        #expect(LayoutSchema.state(.element, "label", version: 1, present: []) == .lacking)
        #expect(LayoutSchema.state(.element, "label", version: 2, present: []) == .lacking)
        #expect(LayoutSchema.state(.element, "shown", version: 2, present: []) == .compared, "absent means none")
        #expect(LayoutSchema.state(.element, "label", version: 2, present: ["label"]) == .compared)
    }

    @Test func movesCarryOffsetsAndEncodeAsJSON() throws {
        let changes = LayoutDiff.changes(from: try Self.snapshot(), to: try Self.snapshot(Self.element(3, Self.frame(-2, 0))))
        #expect(changes.first?.dx == -2 && changes.first?.dy == 0 && changes.first?.kind == .moved)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(changes), as: UTF8.self)
        #expect(json.contains("\"element\":\"staleLabel\"") && json.contains("\"kind\":\"moved\""))
    }

    @Test(arguments: [("{}", "missing 'elements' at top level"),
                      ("{\"elements\":[{\"role\":\"title\"}]}", "missing 'frame' at .elements[0]"),
                      ("nope", "not valid JSON")])
    func badFilesSayWhy(_ text: String, _ reason: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: LayoutSnapshotError.self) { try LayoutSnapshot.load(url) }
        do { _ = try LayoutSnapshot.load(url) } catch { #expect(error.description.contains(reason), "\(error)") }
    }
}
