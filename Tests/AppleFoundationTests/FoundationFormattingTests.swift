import AppleFoundation
import Testing

/// `Date.ComponentsFormatStyle`, `DateFormatter.formattingContext` and Core Foundation's bridged strings
/// and errors, with the output Apple's documentation gives.
@Suite struct FoundationFormattingTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let english = Locale(identifier: "en_US")

    var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    @Test func timeDurationWritesARangePositionallyAsApplesDocumentationShows() {
        let range = start..<start.addingTimeInterval(95)
        #expect(range.formatted(.timeDuration.locale(english)) == "1:35")
        #expect((start..<start.addingTimeInterval(7_800)).formatted(.timeDuration.locale(english)) == "2:10:00")
        #expect((start..<start.addingTimeInterval(5)).formatted(.timeDuration.locale(english)) == "0:05")
        #expect(range.formatted(.timeDuration.locale(Locale(identifier: "fi_FI"))) == "1.35", "Finnish separates with a dot")
    }

    @Test func eachStyleWritesTheFieldsAsApplesDocumentationShows() {
        let range = start..<start.addingTimeInterval(2 * 3_600 + 10 * 60)
        func written(_ style: Date.ComponentsFormatStyle.Style, _ locale: Locale) -> String {
            range.formatted(.components(style: style, fields: [.hour, .minute]).locale(locale))
        }
        #expect(written(.wide, english) == "2 hours, 10 minutes")
        #expect(written(.abbreviated, english) == "2 hr, 10 min")
        #expect(written(.condensedAbbreviated, english) == "2hr 10min")
        #expect(written(.narrow, english) == "2h 10m")
        #expect(written(.spellOut, english) == "two hours, ten minutes")
        let taiwan = Locale(identifier: "zh_TW")
        #expect(written(.abbreviated, taiwan) == "2小時10分鐘")
        #expect(written(.narrow, taiwan) == "2時10分")
    }

    @Test func fieldsAreTheCalendarsComponentsAndZerosAreLeftOut() {
        let tenDays = start..<(utcCalendar.date(byAdding: .day, value: 10, to: start) ?? start)
        let style = Date.ComponentsFormatStyle.Configured(style: .wide, locale: english, calendar: utcCalendar)
        #expect(tenDays.formatted(style) == "1 week, 3 days", "all fields when none are named, zeros left out")
        var daysOnly = style
        daysOnly.fields = [.day]
        #expect(tenDays.formatted(daysOnly) == "10 days")
        let empty = start..<start
        #expect(empty.formatted(.components(style: .abbreviated, fields: [.hour, .minute]).locale(english)) == "0 min")
        #expect(style.locale(Locale(identifier: "fr_FR")).locale.identifier == "fr_FR")
    }

    @Test func aDateFormatterKeepsItsFormattingContext() {
        let formatter = DateFormatter()
        #expect(formatter.formattingContext == .unknown, "Apple's default")
        formatter.formattingContext = .beginningOfSentence
        let other = DateFormatter()
        other.formattingContext = .listItem
        #expect(formatter.formattingContext == .beginningOfSentence)
        #expect(other.formattingContext == .listItem)
        formatter.formattingContext = .unknown
        #expect(formatter.formattingContext == .unknown)
        #expect(Formatter.Context.middleOfSentence.rawValue == 5, "NSFormattingContextMiddleOfSentence")
    }

    @Test func aFormatterMadeAfterAnotherHasGoneStartsUnknown() {
        for _ in 0..<20 {
            let formatter = DateFormatter()
            #expect(formatter.formattingContext == .unknown)
            formatter.formattingContext = .standalone
        }
    }

    @Test func linuxsDateFormatterWritesEveryContextAsUnknown() {
        // Documented in docs/swiftui-subset.md: iOS writes "Juin" here; `Date.FormatStyle` does on Linux.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "fr_FR")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM"
        let june = Date(timeIntervalSince1970: 1_718_000_000)
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.string(from: june) == "juin")
        let capitalized = Date.FormatStyle(locale: Locale(identifier: "fr_FR"), capitalizationContext: .beginningOfSentence)
        #expect(june.formatted(capitalized.month(.wide)) == "Juin")
    }

    struct DiskError: Error {}

    @Test func aSwiftErrorBridgesToCFError() {
        let error: any Error = DiskError()
        let bridged = error as CFError
        #expect(CFErrorGetCode(bridged) == (error as NSError).code)
        #expect((CFErrorGetDomain(bridged) as String).hasSuffix("DiskError"))
        #expect(!(CFErrorCopyDescription(bridged) as String).isEmpty)
        #expect(CFErrorCopyFailureReason(bridged) == nil)
    }

    @Test func anErrorsUserInfoAnswersCoreFoundationsKeys() {
        let error = NSError(
            domain: kCFErrorDomainPOSIX as String, code: 28,
            userInfo: [
                kCFErrorLocalizedDescriptionKey as String: "The disk is full.",
                kCFErrorLocalizedFailureReasonKey as String: "No space is left.",
            ])
        var unmanaged: Unmanaged<CFError>? = Unmanaged.passRetained(error as CFError)
        guard let taken = unmanaged?.takeRetainedValue() else {
            Issue.record("the unmanaged error is there")
            return
        }
        unmanaged = nil
        #expect(CFErrorCopyDescription(taken) as String == "The disk is full.")
        #expect(CFErrorCopyFailureReason(taken) as String == "No space is left.")
        #expect(CFErrorGetDomain(taken) as String == "NSPOSIXErrorDomain")
        #expect(CFErrorGetCode(taken) == 28)
        #expect(CFErrorCopyUserInfo(taken).count == 2)
        #expect(kCFErrorLocalizedDescriptionKey as String == NSLocalizedDescriptionKey)
    }

    @Test func stringsBridgeBothWays() {
        let string = "héllo" as CFString
        #expect(CFStringGetLength(string) == 5)
        #expect(string as String == "héllo")
        let emoji: CFString = "👍🏽" as CFString
        #expect(CFStringGetLength(emoji) == 4, "UTF-16 code units, as Core Foundation counts")
    }
}
