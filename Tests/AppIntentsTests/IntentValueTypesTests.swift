import AppIntents
import Foundation
import Intents
import Testing

/// The types a parameter can hold, as the system keeps and reads them back: each refuses a kept value of
/// another kind rather than guessing, an optional reads a kept null as no value, and an array keeps what
/// it can still read.
@Suite struct IntentValueTypesTests {
    @Test func eachTypeIsDescribedByItsKindAndItsNameToTheUser() {
        let types = [String._valueType, Int._valueType, Double._valueType, Bool._valueType, Date._valueType, URL._valueType]
        #expect(types.map(\.kind) == [.string, .integer, .decimal, .boolean, .date, .url])
        #expect(types.map(\.displayName) == ["Text", "Integer", "Decimal", "Boolean", "Date", "URL"])
        #expect(types.map(\.typeName) == ["String", "Int", "Double", "Bool", "Date", "URL"])
        #expect(types.allSatisfy { !$0.isOptional && !$0.isArray && $0.suggestions == nil })
    }

    @Test func anIntegerIsReadOnlyFromAWholeNumberThatFits() async throws {
        #expect(42._intentValue == .number(42))
        #expect(try await Int._decoded(.number(42)) == 42)
        #expect(try await Int._decoded(.number(-3)) == -3)
        #expect(try await Int._decoded(.number(4.5)) == nil)
        #expect(try await Int._decoded(.number(1e300)) == nil, "too large for an Int")
        #expect(try await Int._decoded(.string("42")) == nil)
    }

    @Test func decimalsBooleansTextAndAddressesAreReadOnlyFromTheirOwnKind() async throws {
        #expect(try await Double._decoded(.number(2.5)) == 2.5 && 2.5._intentValue == .number(2.5))
        #expect(try await Double._decoded(.string("2.5")) == nil)
        #expect(try await Bool._decoded(.bool(true)) == true && false._intentValue == .bool(false))
        #expect(try await Bool._decoded(.number(1)) == nil)
        #expect(try await String._decoded(.string("hi")) == "hi")
        #expect(try await String._decoded(.number(1)) == nil)
        let address = try #require(URL(string: "https://example.com/heroes?id=2"))
        #expect(try await URL._decoded(.string("https://example.com/heroes?id=2")) == address)
        #expect(try await URL._decoded(.bool(true)) == nil)
    }

    @Test func anOptionalReadsAKeptNullAsNoValueAndAnUnreadableOneAsNothingRead() async throws {
        #expect(Int?._valueType.isOptional && Int?._valueType.kind == .integer)
        #expect(Int?.none._intentValue == .null && Int?.some(3)._intentValue == .number(3))
        let null = try await Int?._decoded(.null)
        #expect(null == .some(nil), "a kept null is read: as no value")
        let three = try await Int?._decoded(.number(3))
        #expect(three == .some(3))
        let unreadable = try await Int?._decoded(.string("three"))
        #expect(unreadable == nil, "a value that cannot be read is not taken for no value")
        #expect(Int?._absent == .some(nil) && Int._absent == nil, "only an optional may be left without a value")
    }

    @Test func anArrayKeepsTheValuesItCanStillRead() async throws {
        #expect([Int]._valueType.isArray && [Int]._valueType.kind == .integer && ![Int]._valueType.isOptional)
        #expect([1, 2]._intentValue == .array([.number(1), .number(2)]))
        #expect(try await [Int]._decoded(.array([.number(1), .string("x"), .number(3)])) == [1, 3])
        #expect(try await [Int]._decoded(.array([.string("x")])) == [], "none readable is an empty array, not nothing read")
        #expect(try await [Int]._decoded(.number(1)) == nil, "one value is not a list")
    }

    @Test func aTimeAloneIsReadAsTodaysAtThatTime() async throws {
        let kept: IntentValue = .object(["hour": .number(9), "minute": .number(15)])
        let date = try #require(try await Date._decoded(kept))
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        #expect(parts.hour == 9 && parts.minute == 15 && parts.second == 0)
        #expect(Calendar.current.isDateInToday(date))
        let midnight = try #require(try await Date._decoded(.object(["year": .number(2026), "month": .number(12), "day": .number(24)])))
        #expect(midnight == Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 24)), "a day alone is its start")
    }
}
