import Foundation
import Testing
import WireValues

/// A parameter's value between processes: it keeps its kind through JSON, and says itself to a user
/// as the system's forms and logs show it.
@Suite struct IntentValueTests {
    @Test func eachKindOfValueKeepsItsKindThroughJSON() throws {
        let values: [IntentValue] = [
            .number(3), .number(0.5), .number(-7), .bool(true), .null, .string("3"), .array([.string("a")]),
            .object(["identifier": .string("u1")]),
        ]
        let text = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        // A whole number is written without a fraction; a string of digits stays a string, and true is not 1.
        #expect(text == #"[3,0.5,-7,true,null,"3",["a"],{"identifier":"u1"}]"#)
        #expect(try JSONDecoder().decode([IntentValue].self, from: Data(text.utf8)) == values)
    }

    @Test func aValueReadsAsAUserSeesIt() {
        #expect(IntentValue.null.displayText == "none")
        #expect(IntentValue.bool(true).displayText == "on")
        #expect(IntentValue.bool(false).displayText == "off")
        #expect(IntentValue.number(42).displayText == "42", "a whole number without its fraction")
        #expect(IntentValue.number(-3).displayText == "-3")
        #expect(IntentValue.number(2.5).displayText == "2.5")
        #expect(IntentValue.string("Unipony").displayText == "Unipony")
        #expect(IntentValue.array([.string("AcmeCard"), .number(2), .bool(false)]).displayText == "AcmeCard, 2, off")
        #expect(IntentValue.number(42).description == "42", "its description is what a user sees")
    }

    /// An INObject's display string, then an INPerson's display name, a placemark's name, and last its identifier.
    @Test func anObjectReadsAsItsMostHumanName() {
        var fields: [String: IntentValue] = [
            "displayString": .string("Unipony"), "displayName": .string("Uni"), "name": .string("U"), "identifier": .string("u1"),
        ]
        #expect(IntentValue.object(fields).displayText == "Unipony")
        fields["displayString"] = .number(7)
        #expect(IntentValue.object(fields).displayText == "Uni", "a name that is not a string is passed over")
        fields["displayName"] = nil
        #expect(IntentValue.object(fields).displayText == "U")
        fields["name"] = nil
        #expect(IntentValue.object(fields).displayText == "u1")
        fields["identifier"] = nil
        #expect(IntentValue.object(fields).displayText == "object")
    }

    /// Date components (`DateComponents` on the wire) read as ISO 8601 writes them, each part zero-padded.
    @Test func dateComponentsReadAsISO8601() {
        func text(_ fields: [String: Double]) -> String { IntentValue.object(fields.mapValues { .number($0) }).displayText }
        #expect(text(["year": 2026, "month": 12, "day": 24]) == "2026-12-24")
        #expect(text(["hour": 18, "minute": 30]) == "18:30")
        #expect(text(["year": 2026, "month": 12, "day": 24, "hour": 9, "minute": 5]) == "2026-12-24T09:05")
        #expect(text(["year": 800, "month": 1, "day": 2]) == "0800-01-02")
        #expect(text(["hour": 7.9, "minute": 30]) == "07:30", "a fraction is cut, not rounded")
        #expect(IntentValue.object(["year": .string("2026")]).displayText == "object", "a part that is not a number is none")
        #expect(
            IntentValue.object(["displayString": .string("Christmas Eve"), "month": .number(12), "day": .number(24)]).displayText
                == "Christmas Eve", "a display string wins over the date")
    }

    @Test func eachAccessorAnswersOnlyForItsOwnKind() {
        #expect(IntentValue.string("x").stringValue == "x")
        #expect(IntentValue.number(3).stringValue == nil)
        #expect(IntentValue.number(3).numberValue == 3)
        #expect(IntentValue.string("3").numberValue == nil)
        #expect(IntentValue.bool(true).boolValue == true)
        #expect(IntentValue.number(1).boolValue == nil)
        #expect(IntentValue.array([.null]).arrayValue == [.null])
        #expect(IntentValue.object([:]).arrayValue == nil)
        #expect(IntentValue.object(["a": .null]).objectValue == ["a": .null])
        #expect(IntentValue.object(["identifier": .string("u1")]).identifier == "u1")
        #expect(IntentValue.object(["identifier": .number(1)]).identifier == nil, "an identifier is a string")
        #expect(IntentValue.string("u1").identifier == nil, "only an object has an identifier")
    }
}
