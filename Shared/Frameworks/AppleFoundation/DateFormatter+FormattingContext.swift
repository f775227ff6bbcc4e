import Foundation
import Synchronization

extension DateFormatter {
    /// The capitalization formatting context used when formatting a date, as Apple's: `.unknown` until
    /// set. Linux's `DateFormatter` lacks the property and formats every date as in `.unknown`, and its
    /// `string(from:)` cannot be changed from outside Foundation, so the context is kept (each formatter
    /// its own) and read back, and the output does not change: a French month that begins a sentence
    /// stays "juin" where iOS writes "Juin". `Date.FormatStyle`'s `capitalizationContext` does change
    /// the output on Linux.
    public var formattingContext: Formatter.Context {
        get { FormattingContexts.shared.context(of: self) }
        set { FormattingContexts.shared.setContext(newValue, of: self) }
    }
}

/// The formatting context of each date formatter that was given one, kept beside it: a formatter that
/// has gone keeps no context, and one made later at the same address starts at `.unknown`.
private final class FormattingContexts: Sendable {
    static let shared = FormattingContexts()

    private struct Entry {
        weak var formatter: DateFormatter?
        var context: Formatter.Context
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    func context(of formatter: DateFormatter) -> Formatter.Context {
        entries.withLock { entries in
            guard let entry = entries[ObjectIdentifier(formatter)], entry.formatter === formatter else { return .unknown }
            return entry.context
        }
    }

    func setContext(_ context: Formatter.Context, of formatter: DateFormatter) {
        entries.withLock { entries in
            entries = entries.filter { $0.value.formatter != nil }
            entries[ObjectIdentifier(formatter)] = context == .unknown ? nil : Entry(formatter: formatter, context: context)
        }
    }
}
