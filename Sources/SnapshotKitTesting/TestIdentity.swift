#if canImport(Testing)
import Testing

/// The running Swift Testing test as golden folders: its suites, its name, and its case's
/// arguments when parameterised, so that two suites' tests of one name, or two cases of one
/// test, never share goldens.
enum TestIdentity {
    /// `["WidgetTests", "route(_:)", "\"Red\""]`; `[testName]` outside a running test.
    static func current(testName: String) throws(SnapshotLocationError) -> [String] {
        guard let test = Test.current else { return [testName] }
        guard let testCase = Test.Case.current, testCase.isParameterized else { return test.id.nameComponents }
        guard let arguments = arguments(of: testCase) else { throw SnapshotLocationError(test: test.name) }
        return test.id.nameComponents + [arguments]
    }

    /// The case's argument values, described and joined by commas.
    // NB: Swift Testing has no public accessor for a case's arguments: they are read from its
    // stored `arguments` (in 6.3 `_kind: .parameterized(arguments:…)`, each with its `value`);
    // a layout that changes makes this nil, and the test an error rather than a folder shared
    // by every case.
    static func arguments(of testCase: Test.Case) -> String? {
        guard let list = child("arguments", of: testCase, depth: 3) else { return nil }
        let arguments = Mirror(reflecting: list).children.map(\.value)
        let values = arguments.compactMap { Mirror(reflecting: $0).children.first { $0.label == "value" }?.value }
        guard !values.isEmpty, values.count == arguments.count else { return nil }
        return values.map { String(describing: $0) }.joined(separator: ",")
    }

    /// The first stored value labelled `label`, looked for `depth` levels down.
    static func child(_ label: String, of value: Any, depth: Int) -> Any? {
        let children = Mirror(reflecting: value).children
        if let found = children.first(where: { $0.label == label }) { return found.value }
        guard depth > 1 else { return nil }
        return children.lazy.compactMap { child(label, of: $0.value, depth: depth - 1) }.first
    }
}
#endif

/// A parameterised test whose case cannot be told apart: its goldens would be shared.
struct SnapshotLocationError: Error, CustomStringConvertible {
    var test: String
    var description: String {
        "snapshot: \(test): cannot tell this parameterised test's case from the others, so its goldens would be shared; "
            + "pass goldens: a folder per case"
    }
}
