import Foundation

/// How data reaches the review page without ever becoming markup. Scenario text (stop
/// names, destinations, change descriptions) is embedded once, as JSON inside
/// `<script type="application/json">`, and the page builds its DOM with `textContent`.
public enum ReviewEmbedding {
    /// `json` as the body of a `<script type="application/json">` element: `<`, `>` and `&`
    /// become `\u003c`, `\u003e`, `\u0026`, so no `</script>` or `<!--` can end or alter the
    /// element; U+2028 and U+2029 become `\u2028`/`\u2029` so the text is also valid
    /// JavaScript. `JSON.parse` turns every escape back into the original character.
    public static func scriptJSON(_ json: JSONOutput) -> String {
        scriptSafe(json.text)
    }

    /// Escapes an already-serialised JSON text for a script element (see `scriptJSON`).
    public static func scriptSafe(_ jsonText: String) -> String {
        var out = ""
        out.reserveCapacity(jsonText.utf8.count)
        for scalar in jsonText.unicodeScalars {
            switch scalar {
            // NB: outside strings JSON never contains these characters, so replacing them
            // everywhere only ever touches string contents, where \uXXXX is valid.
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text for an HTML text node or a quoted attribute: `& < > " '` as entities.
    public static func htmlText(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A path relative to the page as a URL reference: each component percent-encoded,
    /// so `#`, `?`, `%` or spaces in a folder name cannot change what the browser loads.
    public static func href(_ relativePath: String) -> String {
        relativePath.split(separator: "/", omittingEmptySubsequences: false).map { part in
            part == ".." || part == "." ? String(part)
                : String(part).addingPercentEncoding(withAllowedCharacters: hrefSafe) ?? String(part)
        }.joined(separator: "/")
    }

    private static let hrefSafe: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        set.insert(charactersIn: "-._~+")
        return set
    }()
}
