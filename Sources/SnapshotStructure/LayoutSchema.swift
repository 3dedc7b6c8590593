/// Which fields a structural snapshot of each `formatVersion` holds, and how it writes them
/// (docs/structural-snapshot.md "Versions"): the one table of when each field was introduced.
/// A file without `formatVersion` is version 1, the fields written before the version existed.
/// A golden is compared field by field against the render (`LayoutDiff`): a field its version
/// defines but the file lacks is a change, a field introduced after its version is not compared,
/// and a file that holds a field its version does not define is not a structural snapshot of
/// that version (`check`).
package enum LayoutSchema {
    /// The version this build writes.
    package static let currentVersion = 2

    /// Where a field sits in the file.
    package enum Level: String, Sendable {
        case top = "", size, element = "elements[]", font = "elements[].font", frame = "elements[].frame"
    }

    /// How the writer writes a field.
    package enum Presence: Sendable {
        /// Always there: without it the file cannot be read (an element's role and frame).
        case required
        /// Always there, `null` when there is nothing: a file that lacks it lacks the field.
        case always
        /// Written only when there is something: absent means none.
        case whenSet
    }

    package struct Field: Sendable {
        package let level: Level
        package let key: String
        package let introduced: Int
        package let presence: Presence
    }

    /// Every field of every version. A field the renderer adds is a row with the version it
    /// first appears in (and `currentVersion` moves to it), and a row in `LayoutFields` so it is
    /// compared.
    package static let fields: [Field] = [
        Field(level: .top, key: "formatVersion", introduced: 2, presence: .whenSet),
        Field(level: .top, key: "surface", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "device", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "appearance", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "textSize", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "mode", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "renderedTextSize", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "scale", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "size", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "summary", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "time", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "composition", introduced: 1, presence: .whenSet),
        Field(level: .top, key: "elements", introduced: 1, presence: .required),
        Field(level: .size, key: "width", introduced: 1, presence: .required),
        Field(level: .size, key: "height", introduced: 1, presence: .required),
        Field(level: .element, key: "role", introduced: 1, presence: .required),
        Field(level: .element, key: "row", introduced: 1, presence: .always),
        Field(level: .element, key: "frame", introduced: 1, presence: .required),
        Field(level: .element, key: "text", introduced: 1, presence: .always),
        Field(level: .element, key: "font", introduced: 1, presence: .always),
        Field(level: .element, key: "color", introduced: 1, presence: .always),
        Field(level: .element, key: "fill", introduced: 1, presence: .always),
        Field(level: .element, key: "label", introduced: 1, presence: .always),
        Field(level: .element, key: "action", introduced: 1, presence: .always),
        Field(level: .element, key: "truncated", introduced: 1, presence: .always),
        Field(level: .element, key: "shown", introduced: 1, presence: .whenSet),
        Field(level: .element, key: "activity", introduced: 1, presence: .whenSet),
        Field(level: .element, key: "lines", introduced: 2, presence: .whenSet),
        Field(level: .font, key: "family", introduced: 1, presence: .whenSet),
        Field(level: .font, key: "size", introduced: 1, presence: .whenSet),
        Field(level: .font, key: "weight", introduced: 1, presence: .whenSet),
        Field(level: .font, key: "lineHeight", introduced: 1, presence: .whenSet),
        Field(level: .font, key: "tabular", introduced: 1, presence: .whenSet),
        Field(level: .frame, key: "x", introduced: 1, presence: .required),
        Field(level: .frame, key: "y", introduced: 1, presence: .required),
        Field(level: .frame, key: "width", introduced: 1, presence: .required),
        Field(level: .frame, key: "height", introduced: 1, presence: .required),
    ]

    package static func field(_ level: Level, _ key: String) -> Field? {
        fields.first { $0.level == level && $0.key == key }
    }

    /// How a golden of `version` whose object holds `present` holds field `key` of `level`.
    package enum State: Equatable, Sendable {
        /// Compare it (absent `whenSet` fields read as none).
        case compared
        /// The file's version predates the field: not compared.
        case predates
        /// The version defines it and the writer always writes it, but the file lacks it: a change.
        case lacking
    }

    package static func state(_ level: Level, _ key: String, version: Int, present: Set<String>) -> State {
        if present.contains(key) { return .compared }
        guard let field = field(level, key) else { return .compared }
        if field.introduced > version { return .predates }
        return field.presence == .whenSet ? .compared : .lacking
    }

    /// Why the file whose keys are `keys` is not a structural snapshot of its version; nil when it is.
    package static func problem(_ keys: LayoutKeys) -> String? {
        let version = keys.version
        guard (1...currentVersion).contains(version), version != 1 || !keys.top.contains("formatVersion") else {
            return "formatVersion: \(version) is not a version this build reads (2 to \(currentVersion); a file without it is version 1)"
        }
        func check(_ present: Set<String>, _ level: Level, at path: String) -> String? {
            for key in present.sorted() {
                guard let field = field(level, key) else {
                    return "\(path)\(key): not a field of the structural snapshot (version \(version))"
                }
                if field.introduced > version {
                    return "\(path)\(key): introduced in version \(field.introduced), the file is version \(version)"
                }
            }
            for field in fields where field.level == level && field.presence == .required && field.introduced <= version
                && !present.contains(field.key) {
                return "\(path)\(field.key): missing"
            }
            return nil
        }
        if let problem = check(keys.top, .top, at: "") { return problem }
        if let size = keys.size, let problem = check(size, .size, at: "size.") { return problem }
        for (i, element) in keys.elements.enumerated() {
            let path = "elements[\(i)]."
            if let problem = check(element.keys, .element, at: path)
                ?? element.font.flatMap({ check($0, .font, at: path + "font.") })
                ?? element.frame.flatMap({ check($0, .frame, at: path + "frame.") }) {
                return problem
            }
        }
        return nil
    }
}
