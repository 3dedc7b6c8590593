import SnapshotLayout
import SnapshotModel
import SnapshotPresentation
import SnapshotRender

/// Rule family `identity`: a person can tell which stop this is, and reads its name as words.
/// - `identity.whole` (error): a name of at most 20 characters is drawn whole (it may wrap,
///   never be cut) at L and XL on the surfaces that show rows outside the island: the Home
///   Screen widgets, the Lock Screen Live Activity and both StandBy presentations.
/// - `identity.kept` (error): a cut name keeps at least 8 of its characters ("Halsted &…" keeps
///   9; "Halsted…" 7; the inline "Bel…:" 3), or ends at a word boundary with its first word whole
///   ("Wien…" where "Westbahnhof" does not fit), or, where its first word alone does not fit its
///   lines, at one of that word's hyphenation points ("Donau…"), on every surface that draws it.
/// - `identity.readable` (error): a name's lines break only where a reader would: between words,
///   after a hyphen or slash the name has, at a hyphenation point of the name's language with the
///   hyphen drawn, or between CJK characters; no line starts with a hyphen.
/// - `identity.word` (error): a cut name ends at a word boundary with its first word whole, unless
///   its first word alone (hyphenated, where its language allows) does not fit the title's lines,
///   or, its first word whole, the cut at the word boundary before does not fit a line.
/// Read off each title's drawn `lines`, for every activity the snapshot shows.
enum IdentityCheck {
    static let wholeUpTo = 20
    static let keptAtLeast = Legibility.keptCharacters
    /// The sizes at which a short name is never cut.
    static let wholeSizes: Set<TextSize> = [.large, .xLarge]

    static func check(_ s: AuditSubject) -> [AuditFinding] {
        guard !s.presentation.redacted else { return [] }
        var out: [AuditFinding] = []
        for title in s.tree.elements where title.role == .title {
            guard let header = header(of: title, in: s.presentation) else { continue }
            out += check(title, header, s, first: title.activity == nil)
        }
        return out
    }

    /// The header a title element names: the presentation's, or a further activity's.
    static func header(of title: LayoutElement, in p: Presentation) -> Presentation.Header? {
        guard let activity = title.activity else { return p.header }
        let index = activity - 2
        return p.furtherActivities.indices.contains(index) ? p.furtherActivities[index].header : nil
    }

    static func check(_ title: LayoutElement, _ header: Presentation.Header, _ s: AuditSubject, first: Bool) -> [AuditFinding] {
        let name = header.stopName, env = s.tree.environment
        let drawn = (title.drawnText ?? "").replacingOccurrences(of: "\n", with: " ")
        var out: [AuditFinding] = []
        if title.truncated {
            let kept = keptCharacters(title)
            if first, name.count <= wholeUpTo, wholeSizes.contains(env.textSize), s.surface.spec.showsRows,
               s.surface.place != .dynamicIsland {
                out.append(s.finding(.identityWhole, title, measured: Double(kept), threshold: Double(name.count),
                                     "stop name \"\(name)\" (\(name.count) characters) is cut to \"\(drawn)\" at \(env.textSize.rawValue) on "
                                     + "\(s.surface.rawValue); a name of at most \(wholeUpTo) characters is drawn whole at L and XL"))
            }
            if kept < keptAtLeast, !cutAtWords(title, header), !cutAtFirstWordsPoint(title, header) {
                out.append(s.finding(.identityKept, title, measured: Double(kept), threshold: Double(keptAtLeast),
                                     "stop name \"\(name)\" keeps \(kept) of its \(name.count) characters (\"\(drawn)\"); "
                                     + "a cut name keeps at least \(keptAtLeast), or ends at a word boundary with its first word whole"))
            }
        }
        guard let lines = title.lines else { return out }
        let reading = NameReading(name: name, lines: lines, language: header.nameLanguage)
        let shown = lines.joined(separator: " / ")
        if !reading.badBreaks.isEmpty || reading.leadingHyphen {
            let why = reading.leadingHyphen ? "a line starts with a hyphen" : "it breaks inside a word at \(reading.badBreaks.map(\.quoted).joined(separator: ", "))"
            out.append(s.finding(.identityReadable, title,
                                 "stop name \"\(name)\" is drawn \"\(shown)\": \(why); a name breaks between words, after its own "
                                 + "hyphen or slash, or at a hyphenation point of its language with the hyphen drawn"))
        }
        if title.truncated, reading.spells, !(reading.cutAtWordBoundary && reading.firstWordWhole),
           reading.firstWordWhole ? !wordCutOverflows(title, name: name, kept: reading.kept)
                                  : !firstWordOverflows(title, name: name, language: header.nameLanguage) {
            out.append(s.finding(.identityWord, title, measured: Double(reading.kept),
                                 "stop name \"\(name)\" is cut to \"\(shown)\": "
                                 + (reading.firstWordWhole ? "the cut falls inside a word" : "its first word is not whole")
                                 + "; a cut name ends at a word boundary with its first word whole"))
        }
        return out
    }

    /// Whether the name's first word alone, hyphenated where its language allows and followed by
    /// the ellipsis of a cut, does not fit the title's lines: then no cut can keep it whole.
    static func firstWordOverflows(_ title: LayoutElement, name: String, language: Language?) -> Bool {
        guard case .text(var run) = title.paint, let first = name.lineSegments.first, let measurer = measurer else { return false }
        run.text = first.trimmingTrailing(String.breaksAfter) + "…" + colon(title, name)
        run.hyphenation = language
        return measurer.measure(run).truncated
    }

    /// Whether the name cut at the last word boundary before `kept` ("Stuttgart…" for "Stuttgart /
    /// Haupt…") does not fit a line of the title: then a cut inside the next word is the only one.
    static func wordCutOverflows(_ title: LayoutElement, name: String, kept: Int) -> Bool {
        guard case .text(var run) = title.paint, let measurer = measurer,
              let boundary = name.wordBoundaries.last(where: { $0 <= kept }) else { return false }
        run.text = String(name.prefix(boundary)).trimmingTrailingWhitespace() + "…" + colon(title, name)
        run.maxLines = 1
        return measurer.measure(run).truncated
    }

    /// The inline accessory's colon ("Cumberland…:"), which a cut keeps.
    static func colon(_ title: LayoutElement, _ name: String) -> String {
        (title.text ?? "").hasSuffix(":") && !name.hasSuffix(":") ? ":" : ""
    }

    /// The real typesetter, for the rare questions `firstWordOverflows` and `wordCutOverflows` ask.
    static let measurer = try? PangoTextMeasurer()

    /// Whether a cut title ends at a word boundary with its first word whole: read as words,
    /// it says what it can ("Wien…" where "Westbahnhof" does not fit the accessory's line).
    static func cutAtWords(_ title: LayoutElement, _ header: Presentation.Header) -> Bool {
        guard let lines = title.lines else { return false }
        let reading = NameReading(name: header.stopName, lines: lines, language: header.nameLanguage)
        return reading.spells && reading.cutAtWordBoundary && reading.firstWordWhole
    }

    /// Whether a cut title ends at a hyphenation point inside a first word that alone does not
    /// fit its lines ("Donau…" for "Donaudampfschifffahrtsgesellschaft" at XL on the small
    /// widget): no cut keeps that word whole, and a reader reads the syllables it keeps.
    static func cutAtFirstWordsPoint(_ title: LayoutElement, _ header: Presentation.Header) -> Bool {
        guard let lines = title.lines else { return false }
        let reading = NameReading(name: header.stopName, lines: lines, language: header.nameLanguage)
        return reading.spells && !reading.firstWordWhole && reading.cutAtHyphenationPoint
            && firstWordOverflows(title, name: header.stopName, language: header.nameLanguage)
    }

    /// The name's characters a cut title still draws (`Legibility.keptCharacters(drawn:)`).
    static func keptCharacters(_ title: LayoutElement) -> Int {
        Legibility.keptCharacters(drawn: title.drawnText ?? "")
    }
}

extension ElementPaint {
    /// The lines a text run may take; nil for other paints.
    var maxLines: Int? {
        if case .text(let run) = self { return run.maxLines }
        return nil
    }
}

extension String {
    /// The text without the characters of `set` at its end.
    func trimmingTrailing(_ set: Set<Character>) -> String {
        var s = Substring(self)
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return String(s)
    }
}
