import Foundation

/// Why bytes are not JSON: what is wrong and what to do, with the 1-based line and column (in
/// characters) where that is known.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    package var reason: String
    package var line: Int?
    package var column: Int?

    package init(reason: String, line: Int? = nil, column: Int? = nil) {
        self.reason = reason; self.line = line; self.column = column
    }
}

/// Parses a file's bytes as JSON, turning JSONSerialization's failures into errors that name
/// the line and column, so a designer can jump to the broken spot.
package enum JSONSyntax {
    /// The parsed top-level value of `data`, or a syntax error naming its line and column.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        if isBlank(data) { throw JSONSyntaxError(reason: "the file is empty") }
        // NB: checked before JSONSerialization, which reports both as "the file ends early".
        if let offset = firstInvalidUTF8(data) {
            let (line, column) = position(ofByte: offset, in: data)
            throw JSONSyntaxError(reason: "is not valid UTF-8 (byte \(offset)); save the file as UTF-8",
                                line: line, column: column)
        }
        if let (offset, escape) = loneSurrogate(data) {
            let (line, column) = position(ofByte: offset, in: data)
            throw JSONSyntaxError(reason: "malformed JSON: \(escape) is a lone UTF-16 surrogate, not a character; "
                                + "write the character itself or both halves of its pair", line: line, column: column)
        }
        if let value = try? JSONDecoder().decode(JSONValue.self, from: data) { return value }
        if let (offset, token) = hugeNumber(data) {
            let (line, column) = position(ofByte: offset, in: data)
            throw JSONSyntaxError(reason: "malformed JSON: the number \(token) is out of range; write a number within ±1.7e308",
                                line: line, column: column)
        }
        // NB: JSONSerialization's message names the byte offset ("around character 15"),
        // which the line and column come from; it is asked only for that.
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            throw JSONSyntaxError(reason: "malformed JSON: a value this tool cannot read (a number out of range?)")
        } catch let error as JSONSyntaxError {
            throw error
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw syntaxError(detail, in: data)
        }
    }

    /// What is wrong with `data` as JSON, in words with its line and column ("line 1, column 3:
    /// is not valid UTF-8 (byte 2); …"), nil when it parses: for every JSON file the tool reads
    /// (results.json, audit.json, approvals.json, the allowlist, ENVIRONMENT.json), so none is
    /// ever "not valid JSON" or "not a JSON object" when it is not JSON at all.
    package static func problem(_ data: Data) -> String? {
        if case .failure(let words) = value(data) { return words.text }
        return nil
    }

    /// The parsed value of `data`, or what is wrong with it in words (see `problem`).
    package static func value(_ data: Data) -> Result<JSONValue, ProblemWords> {
        do { return .success(try parse(data)) } catch {
            let at = error.line.map { "line \($0)" + (error.column.map { ", column \($0)" } ?? "") + ": " } ?? ""
            return .failure(ProblemWords(text: at + error.reason))
        }
    }

    /// Whether `data` holds nothing but white space.
    package static func isBlank(_ data: Data) -> Bool { data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) } }

    /// A JSON problem in words.
    package struct ProblemWords: Error { package var text: String }

    /// The first number outside any string that no Double holds (`1e999`), with its offset.
    static func hugeNumber(_ data: Data) -> (Int, String)? {
        let b = [UInt8](data)
        var i = 0, inString = false
        while i < b.count {
            let c = b[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
                i += 1; continue
            }
            if c == UInt8(ascii: "\"") { inString = true; i += 1; continue }
            guard c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) else { i += 1; continue }
            let start = i
            while i < b.count, "0123456789+-.eE".utf8.contains(b[i]) { i += 1 }
            let token = String(decoding: b[start..<i], as: UTF8.self)
            guard let n = Double(token), !n.isFinite else { continue } // a malformed token is JSONSerialization's to name
            return (start, token.count > 40 ? String(token.prefix(37)) + "..." : token)
        }
        return nil
    }

    /// The byte offset of the first invalid UTF-8 sequence, nil when the data is valid UTF-8.
    static func firstInvalidUTF8(_ data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let s): offset += s.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The first `\uD800`–`\uDFFF` escape that is not a high surrogate followed by a low one
    /// (offset and the escape as written), nil when there is none.
    static func loneSurrogate(_ data: Data) -> (Int, String)? {
        let b = [UInt8](data)
        func unit(at i: Int) -> UInt16? {
            guard i + 5 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else { return nil }
            return UInt16(String(decoding: b[(i + 2)...(i + 5)], as: UTF8.self), radix: 16)
        }
        var i = 0, inString = false
        while i < b.count {
            let c = b[i]
            if !inString { inString = c == UInt8(ascii: "\""); i += 1; continue }
            if c == UInt8(ascii: "\"") { inString = false; i += 1; continue }
            guard c == UInt8(ascii: "\\") else { i += 1; continue }
            guard let u = unit(at: i) else { i += 2; continue }
            if (0xD800...0xDBFF).contains(u), let next = unit(at: i + 6), (0xDC00...0xDFFF).contains(next) { i += 12; continue }
            if (0xD800...0xDFFF).contains(u) { return (i, String(decoding: b[i...(i + 5)], as: UTF8.self)) }
            i += 6
        }
        return nil
    }

    /// Maps "Invalid value around character 15." to a position and a reason.
    static func syntaxError(_ detail: String, in data: Data) -> JSONSyntaxError {
        let offset: Int
        var what = detail.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        if let range = what.range(of: " around character ") {
            // NB: the number is a 0-based UTF-8 byte offset on this platform.
            offset = Int(what[range.upperBound...]) ?? 0
            what = String(what[..<range.lowerBound])
        } else {
            offset = data.count
        }
        let (line, column) = position(ofByte: offset, in: data)
        let reason: String
        if what.lowercased().contains("end of file") || offset >= data.count {
            reason = "malformed JSON: the file ends early; close every string, { and ["
        } else {
            let first = what.prefix(1).lowercased() + what.dropFirst()
            reason = "malformed JSON: \(first); check the quotes, commas and brackets here"
        }
        return JSONSyntaxError(reason: reason, line: line, column: column)
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        let bytes = [UInt8](data.prefix(max(0, min(offset, data.count))))
        let lineStart = (bytes.lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
        let line = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }
}
