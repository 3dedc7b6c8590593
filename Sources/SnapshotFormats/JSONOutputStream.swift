/// The text of a large JSON object written piece by piece: the same bytes as `JSONOutput.text`
/// of the whole object, but its one long array (a run's snapshots) is encoded item by item and
/// handed out in pieces of about `pieceSize` bytes, so no tree or text of the whole is held
/// (a run's memory flat in the catalog's size). A piece always ends between items,
/// so it is whole UTF-8.
package struct JSONOutputStream {
    /// The object's other fields.
    var fields: [String: JSONOutput]
    /// The field holding the long array.
    var arrayKey: String
    var pieceSize: Int

    package init(fields: [String: JSONOutput], arrayKey: String, pieceSize: Int = 1 << 16) {
        self.fields = fields; self.arrayKey = arrayKey; self.pieceSize = pieceSize
    }

    /// Emits the text: `next` gives the array's items in order (nil at the end).
    package func write(next: () throws -> JSONOutput?, emit: ([UInt8]) throws -> Void) throws {
        var out: [UInt8] = []
        var keys = Set(fields.keys)
        keys.insert(arrayKey)
        let sorted = keys.sorted()
        out += "{\n".utf8
        for (i, key) in sorted.enumerated() {
            out += "  ".utf8
            JSONOutput.quote(key, into: &out)
            out += ": ".utf8
            if key == arrayKey {
                try writeArray(&out, next: next, emit: emit)
            } else {
                fields[key]!.write(&out, indent: 1)
            }
            out += (i == sorted.count - 1 ? "\n" : ",\n").utf8
        }
        out += "}\n".utf8
        try emit(out)
    }

    /// The array at indent level 1, as `JSONOutput.write` prints it.
    private func writeArray(_ out: inout [UInt8], next: () throws -> JSONOutput?, emit: ([UInt8]) throws -> Void) throws {
        guard var item = try next() else { out += "[]".utf8; return }
        out += "[\n".utf8
        while true {
            out += "    ".utf8
            item.write(&out, indent: 2)
            guard let following = try next() else { break }
            out += ",\n".utf8
            if out.count >= pieceSize { try emit(out); out.removeAll(keepingCapacity: true) }
            item = following
        }
        out += "\n  ]".utf8
    }

    /// The fields of `value` (an `Encodable` whose text is an object), `arrayKey` left out.
    package static func fields<T: Encodable>(of value: T, without arrayKey: String) throws -> [String: JSONOutput] {
        guard case .object(var fields) = try JSONOutputEncoder.encode(value) else {
            preconditionFailure("JSONOutputStream: \(T.self) does not encode as an object")
        }
        fields[arrayKey] = nil
        return fields
    }
}
