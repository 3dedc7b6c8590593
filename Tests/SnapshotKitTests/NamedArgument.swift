import Testing

/// A parameterized test's row, shown in the test log by a short name rather than by its
/// content (a row of expected lists or axis sets would otherwise be printed whole, per case).
struct Named<Value: Sendable>: CustomTestStringConvertible, Sendable {
    let name: String
    let value: Value

    init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    var testDescription: String { name }
}
