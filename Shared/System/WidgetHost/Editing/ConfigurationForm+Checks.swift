import ExtensionProtocol
import Foundation
import WireJSON
import IntentDefinition
import WireValues

/// What the form checks before a configuration is saved: a parameter shown only for some value of its
/// parent, and how many values a parameter takes in a widget of a family.
extension ConfigurationForm {
    /// Why `parameter` is not on the form for `configuration`, or nil when it is: a parameter with a
    /// parent shows only while the parent's value satisfies the definition's predicate.
    public func hiddenReason(of parameter: IntentDefinition.Parameter, in configuration: IntentValues) -> String? {
        guard let relationship = parameter.relationship, let predicate = relationship.kind else { return nil }
        let parent = configuration[relationship.parentName]
        let shown: Bool
        switch predicate {
        case .enumHasExactValue:
            guard case .string(let wanted)? = relationship.predicateValue else { return nil }
            shown = parent?.stringValue == wanted
        case .booleanHasExactValue:
            shown = parent == .bool(relationship.predicateValue != .bool(false))
        case .hasAnyValue:
            shown = parent != nil && parent != .null
        }
        return shown ? nil : "\(parameter.name) is shown only \(relationship.condition); \(relationship.remedy)."
    }

    /// How many values a parameter that takes several holds in a widget of `family`, where its definition
    /// gives a number for it (an array of a fixed size per family); nil when it takes any number.
    public func slots(of parameter: IntentDefinition.Parameter, in family: WidgetFamily) -> Int? {
        guard parameter.supportsMultipleValues else { return 1 }
        return arraySize(of: parameter, in: family)?.size
    }

    /// The fewest values a parameter takes in a widget of `family` (an App Intent's `IntentCollectionSize(min:max:)`).
    public func leastValues(of parameter: IntentDefinition.Parameter, in family: WidgetFamily) -> Int {
        guard parameter.supportsMultipleValues else { return 0 }
        return arraySize(of: parameter, in: family)?.minimum ?? 0
    }

    private func arraySize(of parameter: IntentDefinition.Parameter, in family: WidgetFamily) -> ArraySize? {
        parameter.arraySizes.first { WidgetFamily.named(sizeClass: $0.sizeClass) == family }
    }

    /// Refuses `count` values for `parameter` in a widget of `family`: one, unless it takes several; no
    /// more than the family's slots, and, for a configuration about to be saved (`complete`), no fewer
    /// than its least. While the user is still choosing, fewer is fine.
    public func checkCount(_ count: Int, of parameter: IntentDefinition.Parameter, in family: WidgetFamily?, complete: Bool = true) throws {
        guard parameter.supportsMultipleValues else {
            if count > 1 { throw HostError("\(parameter.name) takes one value; you gave \(count).") }
            return
        }
        // A control has no family: an array's slots are given per family, so it takes any number.
        guard let family, let slots = slots(of: parameter, in: family) else { return }
        let noun = (parameter.displayName?.nonEmpty ?? parameter.name).lowercased()
        let size = family.name.hasPrefix("system") ? String(family.name.dropFirst("system".count)).lowercased() : family.name
        func amount(_ number: Int) -> String { number == 1 ? "1 \(Self.singular(noun))" : "\(number) \(noun)" }
        if count > slots {
            throw HostError("A \(size) \(title) widget takes \(slots == 1 ? amount(1) : "at most " + amount(slots)) (\(parameter.name)); you gave \(count).")
        }
        let least = leastValues(of: parameter, in: family)
        if complete, count < least {
            throw HostError("A \(size) \(title) widget takes at least \(amount(least)) (\(parameter.name)); you gave \(count).")
        }
    }

    /// One of the values a parameter's title names, most often in the plural: cities → city, heroes → hero,
    /// matches → match, friends → friend; a title not in the plural stays as it is.
    package static func singular(_ noun: String) -> String {
        for (plural, one) in [("ies", "y"), ("oes", "o"), ("ches", "ch"), ("shes", "sh"), ("sses", "ss"), ("xes", "x")]
        where noun.hasSuffix(plural) {
            return noun.dropLast(plural.count) + one
        }
        return noun.hasSuffix("s") && !noun.hasSuffix("ss") ? String(noun.dropLast()) : noun
    }

    /// Why a text is not date components: not in ISO 8601's form, or a date no calendar has.
    package enum DateRefusal: Error, Equatable {
        /// Not `2026-12-24`, `2026-12-24T18:30`, `2026-12-24T18:30:05` nor `18:30`.
        case unreadable
        /// In that form, but no such date, or one outside the device's years: why, in words.
        case impossible(String)
    }

    /// Date components from `2026-12-24`, `2026-12-24T18:30`, `2026-12-24T18:30:05` or `18:30`. A day its
    /// month does not have (`2026-02-30`) or a year outside 1970–2199 (the device's clock's,
    /// `DeviceTimeBounds`) is refused, saying why.
    package static func dateComponents(_ text: String) throws(DateRefusal) -> IntentValue {
        func numbers(_ part: Substring, separator: Character, count: ClosedRange<Int>) -> [Int]? {
            let pieces = part.split(separator: separator, omittingEmptySubsequences: false)
            guard count.contains(pieces.count),
                pieces.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } })
            else {
                return nil
            }
            let values = pieces.compactMap { Int($0) }
            return values.count == pieces.count ? values : nil
        }
        var fields: [String: IntentValue] = [:]
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        guard (1...2).contains(halves.count) else { throw .unreadable }
        let datePart: Substring? = halves.count == 2 || halves[0].contains("-") ? halves[0] : nil
        let timePart: Substring? = halves.count == 2 ? halves[1] : (datePart == nil ? halves[0] : nil)
        if let datePart {
            guard let day = numbers(datePart, separator: "-", count: 3...3), (1...12).contains(day[1]), (1...31).contains(day[2]) else {
                throw .unreadable
            }
            guard (1970...2199).contains(day[0]) else {
                throw .impossible("its year is outside the dates the device's clock shows (\(DeviceTimeBounds.described))")
            }
            let days = ISO8601.days(inMonth: day[1], of: day[0])
            guard day[2] <= days else { throw .impossible("\(ISO8601.monthNames[day[1] - 1]) \(day[0]) has \(days) days") }
            fields["year"] = .number(Double(day[0]))
            fields["month"] = .number(Double(day[1]))
            fields["day"] = .number(Double(day[2]))
        }
        if let timePart {
            guard let time = numbers(timePart, separator: ":", count: 2...3), (0...23).contains(time[0]), (0...59).contains(time[1]),
                time.count == 2 || (0...59).contains(time[2])
            else { throw .unreadable }
            fields["hour"] = .number(Double(time[0]))
            fields["minute"] = .number(Double(time[1]))
            if time.count == 3 { fields["second"] = .number(Double(time[2])) }
        }
        guard !fields.isEmpty else { throw .unreadable }
        return .object(fields)
    }
}

extension IntentDefinition.Relationship {
    /// When the parameter shows, in words: `when allCategories is off`.
    public var condition: String {
        switch (kind, predicateValue) {
        case (.enumHasExactValue, .string(let wanted)?): "when \(parentName) is \(wanted)"
        case (.booleanHasExactValue, let wanted): "when \(parentName) is \(wanted == .bool(false) ? "off" : "on")"
        default: "when \(parentName) has a value"
        }
    }

    /// What makes the parameter show: `set allCategories=false too`.
    var remedy: String {
        switch (kind, predicateValue) {
        case (.enumHasExactValue, .string(let wanted)?): "set \(parentName)=\(wanted) too"
        case (.booleanHasExactValue, let wanted): "set \(parentName)=\(wanted == .bool(false) ? "false" : "true") too"
        default: "set \(parentName) too"
        }
    }
}
