import Foundation

/// How data reaches the review page without ever becoming markup. Scenario text (stop
/// names, destinations, change descriptions) is embedded once, as JSON inside
/// `<script type="application/json">`, and the page builds its DOM with `textContent`.
package enum ReviewEmbedding {
    /// A serialised JSON text as the body of a `<script type="application/json">` element: `<`,
    /// `>` and `&` become `\u003c`, `\u003e`, `\u0026`, so no `</script>` or `<!--` can end or
    /// alter the element; U+2028 and U+2029 become `\u2028`/`\u2029` so the text is also valid
    /// JavaScript. `JSON.parse` turns every escape back into the original character.
    package static func scriptSafe(_ jsonText: String) -> String {
        // NB: outside strings JSON never contains these characters, so replacing them
        // everywhere only ever touches string contents, where \uXXXX is valid.
        ScalarRewrite.apply(jsonText) {
            switch $0 {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }

    /// The entity for one of `& < > " '` (valid in HTML and XML alike), nil for the rest.
    static func entity(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }

    /// A path relative to the page as a URL reference: each component percent-encoded,
    /// so `#`, `?`, `%` or spaces in a folder name cannot change what the browser loads.
    package static func href(_ relativePath: String) -> String {
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

/// The one loop behind every escape in reports (HTML, script JSON, XML, workflow commands):
/// each Unicode scalar is replaced by what `replacement` returns, or kept when it returns nil.
enum ScalarRewrite {
    static func apply(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
