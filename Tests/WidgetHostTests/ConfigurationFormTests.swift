import Foundation
import IntentDefinition
import TestSupport
import Testing
import WidgetHost

/// The system's "Edit Widget" forms, built from real definition files.
@Suite(.needsCorpus) struct ConfigurationFormTests {
    func form(_ file: String, intent: String) throws -> ConfigurationForm {
        let url = Corpus.file(file)
        return try ConfigurationForm(
            kind: "test", definition: IntentDefinitionReader.read(contentsOf: url), intentName: intent, fileName: file)
    }

    @Test func telegramsFriendsHaveSizesPerFamilyAndAParent() throws {
        let fields = try form("07_TelegramMessenger_Telegram-iOS_Intents.intentdefinition", intent: "SelectFriends").fields
        let contents = try #require(fields.first { $0.name == "contents" })
        #expect(contents.input == "picker")
        #expect(contents.defaultValue == .string("recent"))
        let friends = try #require(fields.first { $0.name == "friends" })
        #expect(friends.input == "options list")
        #expect(friends.dynamicOptions)
        #expect(friends.multiple)
        #expect(friends.arraySizes == ["systemSmall": 4, "systemMedium": 8, "systemLarge": 16])
        #expect(
            friends.shownWhen
                == FormField.Condition(parent: "contents", predicate: "EnumHasExactValue", value: "custom", text: "when contents is custom")
        )
    }

    @Test func fieldsCarryTheirEditorSettings() throws {
        let file = "09_sindresorhus_Actions_Intents.intentdefinition"
        let duration = try #require(try form(file, intent: "FormatDuration").fields.first { $0.name == "duration" })
        #expect(duration.input == "duration")
        #expect(duration.details == ["units: seconds to hours", "default unit: seconds"])
        let csv = try #require(try form(file, intent: "ParseCSV").fields.first { $0.name == "file" })
        #expect(csv.details == ["accepts: public.comma-separated-values-text, public.tab-separated-values-text"])
        let text = try #require(try form(file, intent: "TransformText").fields.first { $0.name == "text" })
        #expect(text.details == ["capitalization: none", "off: autocorrect, smart dashes, smart quotes"])
        let date = try #require(try form(file, intent: "RandomDateTime").fields.first { $0.name == "start" })
        #expect(date.input == "date and time")
        #expect(date.details == ["shown as: date full, time full"])
    }

    @Test func everyWidgetIntentOfTheCorpusHasAForm() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Corpus.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "intentdefinition" }
        var forms = 0
        for url in files {
            let definition = try IntentDefinitionReader.read(contentsOf: url)
            for intent in definition.intents where intent.eligibleForWidgets {
                let fields = try ConfigurationForm(
                    kind: "k", definition: definition, intentName: intent.name, fileName: url.lastPathComponent
                ).fields
                #expect(fields.allSatisfy { !$0.input.isEmpty && !$0.title.isEmpty })
                forms += 1
            }
        }
        #expect(forms >= 25)
    }

    @Test func aParameterItsParentHidesIsRefusedAndArraysHoldTheirFamilysSlots() throws {
        let form = try form("07_TelegramMessenger_Telegram-iOS_Intents.intentdefinition", intent: "SelectFriends")
        let friends = try form.parameter(named: "friends")
        #expect(
            form.hiddenReason(of: friends, in: ["contents": .string("recent")])
                == "friends is shown only when contents is custom; set contents=custom too.")
        #expect(form.hiddenReason(of: friends, in: ["contents": .string("custom")]) == nil)
        #expect(form.hiddenReason(of: try form.parameter(named: "contents"), in: [:]) == nil, "no parent")

        try form.checkCount(4, of: friends, in: .systemSmall)
        let tooMany = try #require(throws: HostError.self) { try form.checkCount(5, of: friends, in: .systemSmall) }
        #expect(tooMany.message == "A small Select Chats widget takes at most 4 chats (friends); you gave 5.")
        try form.checkCount(16, of: friends, in: .systemLarge)
        let single = try #require(throws: HostError.self) {
            try form.checkCount(2, of: try form.parameter(named: "contents"), in: .systemSmall)
        }
        #expect(single.message == "contents takes one value; you gave 2.")
    }
}

/// Dates and times typed for a Date Components parameter.
@Suite struct DateComponentsTypingTests {
    @Test func isoDatesAndTimesAreReadAndNothingElse() throws {
        #expect(
            try ConfigurationForm.dateComponents("2026-12-24")
                == .object(["year": .number(2026), "month": .number(12), "day": .number(24)]))
        #expect(
            try ConfigurationForm.dateComponents("2026-12-24T18:30")
                == .object(["year": .number(2026), "month": .number(12), "day": .number(24), "hour": .number(18), "minute": .number(30)]))
        #expect(try ConfigurationForm.dateComponents("07:05:09") == .object(["hour": .number(7), "minute": .number(5), "second": .number(9)]))
        #expect(
            try ConfigurationForm.dateComponents("2028-02-29") == .object(["year": .number(2028), "month": .number(2), "day": .number(29)]),
            "a leap day")
        for bad in [
            "", "tomorrow", "2026-13-01", "2026-12", "25:00", "12:60", "2026-12-24T", "2026-12-24T18", "１２:00", "2026-12-24T18:30:61",
            "99999-01-01",
        ] {
            #expect(throws: ConfigurationForm.DateRefusal.unreadable, "\(bad)") { try ConfigurationForm.dateComponents(bad) }
        }
    }

    /// A date the calendar does not have, or one the device's clock never shows, is refused, saying why.
    @Test func impossibleDatesAreRefusedSayingWhy() {
        for (text, why) in [
            ("2026-02-30", "February 2026 has 28 days"), ("2100-02-29", "February 2100 has 28 days"), ("2026-04-31", "April 2026 has 30 days"),
            ("1969-12-31", "its year is outside the dates the device's clock shows (from 1970-01-01 to the end of 2199)"),
            ("2200-01-01T00:00", "its year is outside the dates the device's clock shows (from 1970-01-01 to the end of 2199)"),
        ] {
            #expect(throws: ConfigurationForm.DateRefusal.impossible(why), "\(text)") { try ConfigurationForm.dateComponents(text) }
        }
    }
}
