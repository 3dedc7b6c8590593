@testable import SnapshotStructure
import Testing

/// One edit, several causes: a stop renamed changes a title on one surface, a VoiceOver label on
/// another and a summary on a third, so the review page can only group them by the edit itself
/// (`ChangeOrigin`): the words that differ, whole, or the value of a compared field.
@Suite struct ChangeOriginTests {
    /// The words that differ, as a person would name the edit.
    @Test(arguments: [
        ("Belmont", "Bellevue", "Belmont", "Bellevue"),                      // inside a word: the whole word
        ("Belmont", "Belmont Ave", "Belmont", "Belmont Ave"),                 // a word added: named with the one before
        ("Belmont. Red Line to Howard, due now.", "Belmont Ave. Red Line to Howard, due now.", "Belmont", "Belmont Ave"),
        ("Harrison/Central", "Harrison/Central Ave", "Central", "Central Ave"), // not the same edit as Belmont's
        ("Howard", "North Howard", "Howard", "North Howard"),                 // at the start: with the one after
        ("Bellevue. Red Line", "Belmont. Red Line", "Bellevue", "Belmont"),
        ("Updated 12 minutes ago", "Updated 13 minutes ago", "12", "13"),   // a number is one word
        ("Halsted & Roosevelt", "Halsted", "Halsted & Roosevelt", "Halsted"), // words removed
        ("Kimball", "Kimball", nil, nil),
    ] as [(String, String, String?, String?)])
    func differingWords(_ before: String, _ after: String, _ wantBefore: String?, _ wantAfter: String?) {
        let got = ChangeOrigin.differingWords(before, after)
        #expect(got?.before == wantBefore && got?.after == wantAfter, "\(String(describing: got))")
    }

    /// A title's text and a background's label changed by one rename share their origin; a
    /// text colour and a marker's fill changed to one colour share theirs; moves, cuts and the
    /// lines a text broke into follow from another change and name none.
    @Test func oneEditOneOrigin() {
        func change(_ kind: LayoutChange.Kind, _ element: String, _ before: String?, _ after: String?) -> LayoutChange {
            LayoutChange(kind: kind, element: element, role: nil, row: nil, before: before, after: after, summary: element)
        }
        let title = change(.text, "title", "Belmont", "Bellevue")
        let label = change(.label, "background", "Belmont. Red Line to Howard, due now.", "Bellevue. Red Line to Howard, due now.")
        let summary = change(.summary, "summary", "Belmont. Updated 2 minutes ago.", "Bellevue. Updated 2 minutes ago.")
        #expect(title.origin == ChangeOrigin(field: ChangeOrigin.words, before: "Belmont", after: "Bellevue"))
        #expect(label.origin == title.origin && summary.origin == title.origin)
        #expect(title.origin?.summary == "'Belmont' → 'Bellevue'")

        let colour = change(.color, "row 1 time", "#C60C30", "#D00000"), fill = change(.fill, "row 1 routeMarker", "#C60C30", "#D00000")
        #expect(colour.origin == fill.origin && colour.origin?.summary == "colour '#C60C30' → '#D00000'")

        for consequence in [LayoutChange.Kind.truncated, .shown, .context, .composition] {
            #expect(change(consequence, "title", "a", "b").origin == nil, "\(consequence.rawValue)")
        }
        #expect(change(.added, "row 3 time", nil, "9 min").origin?.summary == "row 3 time added")
        #expect(change(.removed, "row 3 time", "9 min", nil).origin?.summary == "row 3 time removed")
        #expect([title, label, summary, colour].origins.count == 2)
    }
}
