import Foundation

/// Encodes any `Encodable` straight into a `JSONOutput` tree: the value JSONEncoder's bytes
/// decode to, without writing and parsing those bytes (that round trip was a fifth of verify's
/// samples, once per structural snapshot; Benchmarks/drawing). It follows JSONEncoder's default
/// strategies: numbers as doubles (a `Float` by its shortest text, as JSONEncoder prints it),
/// `Date` as seconds since 2001, `Data` as Base64, `URL` as its absolute string, a nil optional
/// left out by `encodeIfPresent`, a non-finite number an error.
package struct JSONOutputEncoder {
    package static func encode<T: Encodable>(_ value: T) throws -> JSONOutput {
        let root = Slot()
        try root.store(value, codingPath: [])
        return root.output
    }

    /// One value being built: a leaf, or an object or array whose members are slots too.
    /// NB: members and items are stored properties of the class, mutated in place (an enum's
    /// payload would be copied on every insertion).
    final class Slot {
        enum Kind { case empty, leaf, object, array }
        var kind = Kind.empty
        var leaf = JSONOutput.null
        var members: [String: Slot] = [:]
        var items: [Slot] = []

        var output: JSONOutput {
            switch kind {
            case .empty: .object([:])
            case .leaf: leaf
            case .object: .object(members.mapValues(\.output))
            case .array: .array(items.map(\.output))
            }
        }

        func set(_ value: JSONOutput) { kind = .leaf; leaf = value }

        func store<T: Encodable>(_ value: T, codingPath: [CodingKey]) throws {
            switch value {
            case let date as Date: set(.number(date.timeIntervalSinceReferenceDate))
            case let data as Data: set(.string(data.base64EncodedString()))
            case let url as URL: set(.string(url.absoluteString))
            default: try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
            }
        }

        func member(_ key: String) -> Slot {
            makeObject()
            if let existing = members[key] { return existing }
            let slot = Slot()
            members[key] = slot
            return slot
        }

        func makeObject() { if kind != .object { kind = .object; members = [:] } }
        func makeArray() { if kind != .array { kind = .array; items = [] } }

        func append() -> Slot {
            makeArray()
            let slot = Slot()
            items.append(slot)
            return slot
        }

        var count: Int { items.count }
    }

    struct IndexKey: CodingKey {
        var stringValue: String { "Index \(intValue!)" }
        var intValue: Int?
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    static func number(_ value: Double, _ codingPath: [CodingKey]) throws -> JSONOutput {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        return .number(value)
    }

    static func number(_ value: Float, _ codingPath: [CodingKey]) throws -> JSONOutput {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        return .number(Double("\(value)")!)
    }

    struct SlotEncoder: Encoder {
        let slot: Slot
        let codingPath: [CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            slot.makeObject()
            return KeyedEncodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            slot.makeArray()
            return Unkeyed(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [CodingKey]

        mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).set(.null) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { slot.member(key.stringValue).set(.bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) throws { slot.member(key.stringValue).set(.string(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            slot.member(key.stringValue).set(try number(value, codingPath + [key]))
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            slot.member(key.stringValue).set(try number(value, codingPath + [key]))
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { slot.member(key.stringValue).set(.number(Double(value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try slot.member(key.stringValue).store(value, codingPath: codingPath + [key])
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = slot.member(key.stringValue)
            child.makeObject()
            return KeyedEncodingContainer(Keyed<NestedKey>(slot: child, codingPath: codingPath + [key]))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            let child = slot.member(key.stringValue)
            child.makeArray()
            return Unkeyed(slot: child, codingPath: codingPath + [key])
        }
        mutating func superEncoder() -> Encoder { SlotEncoder(slot: slot.member("super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> Encoder {
            SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [CodingKey]
        var count: Int { slot.count }

        mutating func encodeNil() throws { slot.append().set(.null) }
        mutating func encode(_ value: Bool) throws { slot.append().set(.bool(value)) }
        mutating func encode(_ value: String) throws { slot.append().set(.string(value)) }
        mutating func encode(_ value: Double) throws { slot.append().set(try number(value, codingPath + [IndexKey(count)])) }
        mutating func encode(_ value: Float) throws { slot.append().set(try number(value, codingPath + [IndexKey(count)])) }
        mutating func encode(_ value: Int) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: Int8) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: Int16) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: Int32) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: Int64) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: UInt) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: UInt8) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: UInt16) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: UInt32) throws { slot.append().set(.number(Double(value))) }
        mutating func encode(_ value: UInt64) throws { slot.append().set(.number(Double(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            let path = codingPath + [IndexKey(count)]
            try slot.append().store(value, codingPath: path)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let path = codingPath + [IndexKey(count)]
            let child = slot.append()
            child.makeObject()
            return KeyedEncodingContainer(Keyed<NestedKey>(slot: child, codingPath: path))
        }
        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            let path = codingPath + [IndexKey(count)]
            let child = slot.append()
            child.makeArray()
            return Unkeyed(slot: child, codingPath: path)
        }
        mutating func superEncoder() -> Encoder {
            let path = codingPath + [IndexKey(count)]
            return SlotEncoder(slot: slot.append(), codingPath: path)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [CodingKey]

        mutating func encodeNil() throws { slot.set(.null) }
        mutating func encode(_ value: Bool) throws { slot.set(.bool(value)) }
        mutating func encode(_ value: String) throws { slot.set(.string(value)) }
        mutating func encode(_ value: Double) throws { slot.set(try number(value, codingPath)) }
        mutating func encode(_ value: Float) throws { slot.set(try number(value, codingPath)) }
        mutating func encode(_ value: Int) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: Int8) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: Int16) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: Int32) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: Int64) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: UInt) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: UInt8) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: UInt16) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: UInt32) throws { slot.set(.number(Double(value))) }
        mutating func encode(_ value: UInt64) throws { slot.set(.number(Double(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { try slot.store(value, codingPath: codingPath) }
    }
}
