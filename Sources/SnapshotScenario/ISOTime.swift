import Foundation

/// Strict ISO 8601 times for scenario files: `2026-11-30T14:21:00-06:00`, optional fractional
/// seconds, and always an offset (`Z` or `±HH:MM`), so a file means the same instant anywhere.
///
/// NB: parsed by hand rather than with ISO8601DateFormatter, which on this platform accepts
/// impossible dates (Feb 30 rolls into March) and offsets without a colon.
enum ISOTime {
    /// The example messages show.
    static let example = "2026-11-30T14:21:00-06:00"

    /// The instant `text` names, or a reason for the user.
    static func parse(_ text: String) -> Result<Date, FieldIssue> {
        let pattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]{1,9})?(Z|[+-][0-9]{2}:[0-9]{2})?$/
        guard let m = text.wholeMatch(of: pattern) else {
            return .failure(FieldIssue("", "\(text.quoted) is not an ISO 8601 time; write it like \(example)"))
        }
        guard let offsetText = m.output.8 else {
            return .failure(FieldIssue("", "\(text.quoted) has no UTC offset; add one, like \(example)"))
        }
        let n = { (s: Substring) in Int(s)! }
        let (year, month, day) = (n(m.output.1), n(m.output.2), n(m.output.3))
        let (hour, minute, second) = (n(m.output.4), n(m.output.5), n(m.output.6))
        guard let offset = offsetSeconds(offsetText), (1...12).contains(month),
              (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60 else {
            return .failure(FieldIssue("", "\(text.quoted) is not a real date and time; check the month, day, hour and offset"))
        }
        let fraction = m.output.7.map { Double("0" + $0)! } ?? 0
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return .success(Date(timeIntervalSince1970: Double(seconds) + fraction))
    }

    /// `Z` is 0; `±HH:MM` up to ±14:00, the widest offset in use.
    private static func offsetSeconds(_ text: Substring) -> Int? {
        if text == "Z" { return 0 }
        let sign = text.first == "-" ? -1 : 1
        guard let h = Int(text.dropFirst().prefix(2)), let m = Int(text.suffix(2)),
              m < 60, h * 60 + m <= 14 * 60 else { return nil }
        return sign * (h * 3600 + m * 60)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension FieldType {
    /// An ISO 8601 time with an offset.
    static var time: FieldType<Date> {
        .string("an ISO 8601 time with an offset, like \(ISOTime.example)",
                kind: "an ISO 8601 time string, like \(ISOTime.example)") { s, path throws(FieldIssue) in
            switch ISOTime.parse(s) {
            case .success(let date): return date
            case .failure(let issue): throw FieldIssue(path, issue.reason)
            }
        }
    }
}

/// ISO 8601 text with the scenario's offset, whole seconds: what reports and the scenario file
/// form (`ScenarioFileForm`, `SweepScenarioFile`) write.
package enum ISOTimeText {
    package static func format(_ date: Date, timeZone: TimeZone) -> String {
        let f = ISO8601DateFormatter()
        f.timeZone = timeZone
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }
}
