import AppIntents
import Foundation
import Testing

/// What an intent is when it says no more than its title, and what `perform()` returns: a value, a dialog
/// (whose full text is what the system says), or nothing.
@Suite struct IntentResultTests {
    struct Plain: AppIntent {
        static let title: LocalizedStringResource = "Plain"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Configures: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Configures"
    }

    /// One intent for both a widget and a control: neither `perform()` is ambiguous.
    struct ConfiguresBoth: WidgetConfigurationIntent, ControlConfigurationIntent {
        static let title: LocalizedStringResource = "Configures both"
    }

    @Test func anIntentThatSaysNothingMoreIsDiscoverableRunsInPlaceAndNeedsNoUnlocking() {
        #expect(Plain.description == nil)
        #expect(!Plain.openAppWhenRun)
        #expect(Plain.isDiscoverable)
        #expect(Plain.authenticationPolicy == .alwaysAllowed)
    }

    @Test func aResultCarriesItsValueAndItsDialogsFullText() {
        let counted: IntentResultContainer<Int, Never, Never, Never> = .result(value: 3)
        #expect(counted.value == 3 && counted.dialog == nil && counted.spokenDialog == nil)
        let said: IntentResultContainer<String, Never, Never, IntentDialog> = .result(
            value: "Spouty", dialog: IntentDialog(full: "Spouty leads the team.", supporting: "Spouty."))
        #expect(said.value == "Spouty" && said.spokenDialog == "Spouty leads the team.", "the full text, not the supporting one")
        let told: IntentResultContainer<Never, Never, Never, IntentDialog> = .result(dialog: "Done.")
        #expect(told.value == nil && told.spokenDialog == "Done.")
        let nothing: IntentResultContainer<Never, Never, Never, Never> = .result()
        #expect(nothing.value == nil && nothing.spokenDialog == nil)
    }

    @Test func aDialogMadeFromTextSaysItInFullAndInSupport() {
        let name = "Unipony"
        let dialog: IntentDialog = "\(name) is ready."
        #expect(String(localized: dialog.full) == "Unipony is ready.")
        #expect(String(localized: dialog.supporting) == "Unipony is ready.")
    }

    @Test func aConfigurationIsReadNotRunItsPerformSaysNothing() async throws {
        #expect(try await Configures().perform().spokenDialog == nil)
        #expect(try await ConfiguresBoth().perform().spokenDialog == nil)
    }
}
