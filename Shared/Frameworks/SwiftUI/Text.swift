import Foundation
import ViewArchive

/// The key of a localized string, as in SwiftUI: what a string literal given to `Text` becomes. Its text
/// is the value the extension's string tables give the key (`StringTables`), else the key with its
/// interpolations written in. An interpolated key is the one Xcode writes in a String Catalog:
/// `Text("\(count) apples")` is `"%lld apples"`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The key, with a specifier where each value was interpolated.
    package let key: String
    /// The interpolated values, written out.
    package let arguments: [String]

    public init(_ value: String) {
        key = value.replacingOccurrences(of: "%", with: "%%")
        arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// The text shown: from the default table, else as written.
    package var text: String { text(table: nil) }

    /// The text shown, from `table` (`Localizable` when nil), else as written.
    package func text(table: String?) -> String {
        StringTables.localized(key, arguments: arguments, table: table) ?? StringTables.format(key, arguments)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity)
        }

        mutating func append(_ text: String, specifier: String = "%@") {
            key += specifier
            arguments.append(text)
        }

        public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
        public mutating func appendInterpolation(_ string: String) { append(string) }
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value), specifier: (value as? any _FormatSpecifiable)?._specifier ?? "%@")
        }
        public mutating func appendInterpolation(_ text: Text) { append(text.plainText(at: Date())) }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            append(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(DateStyleFormatter.format(date, style: style.value, now: Date()))
        }

        /// A number written with a `printf` format: `"\(value, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(String(format: specifier, value._arg), specifier: specifier)
        }
    }
}

/// A number `LocalizedStringKey`'s interpolation writes with a `printf` format (`specifier:`): its
/// argument to the format, and the format it is written with by default.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

/// Text, as in SwiftUI: one run, or several joined with `+`, each with its own font, weight and colour.
nonisolated public struct Text: View, PrimitiveView, Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case verbatim(String)
        case date(Date, DateStyleValue)
        case timer(TimerValue)
    }

    struct Run: Hashable, Sendable {
        var content: Content
        /// The run's own modifiers (`font`, `bold`), innermost first: they win over those of the views around it.
        var modifiers: [ViewNode.Modifier] = []
    }

    var runs: [Run]

    /// Text from a string literal or interpolation: a localized string's key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(content: .verbatim(key.text(table: tableName)))]
    }

    /// Text from a string, as it is. Disfavoured, as in Apple's SwiftUI, so that a literal is a localized
    /// string's key (`Text("title")` looks "title" up), and a `String` value is shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(content: .verbatim(String(content)))]
    }

    /// Text from a string, never localized.
    public init(verbatim content: String) {
        runs = [Run(content: .verbatim(content))]
    }

    /// Text from a localized string resource. Disfavoured, so that a literal is a `LocalizedStringKey`,
    /// as Apple's SwiftUI reads `Text("title")`.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        runs = [Run(content: .verbatim(resource.description))]
    }

    /// Text from an attributed string, its characters without their attributes.
    /// Disfavoured: Linux's Foundation makes `AttributedString` a string literal too, and a literal is a
    /// `LocalizedStringKey` (`Text("title")` looks "title" up), as in Apple's SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = [Run(content: .verbatim(String(attributedContent.characters)))]
    }

    /// Text that shows a date, which the system writes again whenever it draws the widget, so that
    /// `.relative` and `.timer` count as time passes with no new timeline.
    public init(_ date: Date, style: DateStyle) {
        runs = [Run(content: .date(date, style.value))]
    }

    /// Text that counts down (or up) over an interval, written again whenever the system draws.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(content: .timer(TimerValue(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)))]
    }

    /// Text of a value in a format.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(content: .verbatim(format.format(input)))]
    }

    /// Text of a value through a formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(content: .verbatim(formatter.string(for: subject) ?? ""))]
    }

    /// A date range, as "Nov 22, 2026 – Nov 23, 2026".
    public init(_ dates: ClosedRange<Date>) {
        runs = [
            Run(
                content: .verbatim(
                    DateStyleFormatter.format(dates.lowerBound, style: .date, now: Date()) + " – "
                        + DateStyleFormatter.format(dates.upperBound, style: .date, now: Date())))
        ]
    }

    /// Texts one after the other, each keeping its own modifiers.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let runNodes = runs.map { run -> ViewNode in
            var node: ViewNode =
                switch run.content {
                case .verbatim(let text): .text(text)
                case .date(let date, let style): .date(date, style: style)
                case .timer(let timer): .timer(timer)
                }
            for modifier in run.modifiers { node = .modified(node, modifier) }
            return node
        }
        nodes.append(runNodes.count == 1 ? runNodes[0] : .textRuns(runNodes))
    }

    /// The characters of the text at `now`, as an interpolation writes them.
    package func plainText(at now: Date) -> String {
        runs.map { run in
            switch run.content {
            case .verbatim(let text): text
            case .date(let date, let style): DateStyleFormatter.format(date, style: style, now: now)
            case .timer(let timer): DateStyleFormatter.format(timer, now: now)
            }
        }.joined()
    }

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Hashable, Sendable {
        let value: DateStyleValue

        /// "Nov 22, 2026"
        public static let date = DateStyle(value: .date)
        /// "9:41 AM"
        public static let time = DateStyle(value: .time)
        /// "2 hr, 5 min": how far the date is from now.
        public static let relative = DateStyle(value: .relative)
        /// "+2 hours" or "-5 minutes": the offset from now.
        public static let offset = DateStyle(value: .offset)
        /// "1:05:09": a count up or down to the date.
        public static let timer = DateStyle(value: .timer)
    }

    /// The same text with `modifier` around each run.
    func adding(_ modifier: ViewNode.Modifier) -> Text {
        var copy = self
        for index in copy.runs.indices { copy.runs[index].modifiers.append(modifier) }
        return copy
    }

    /// The same text in `font`; nil leaves the font of the views around it.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return adding(.font(font.value))
    }

    /// The same text in bold.
    public func bold() -> Text { adding(.bold) }

    /// The same text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The same text in italic.
    public func italic() -> Text { adding(.italic) }

    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// The same text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.fontWeight(weight?.value)) }

    /// The same text in the design of `design`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return adding(.font(FontValue(design: design.value)))
    }

    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return adding(.foregroundStyle(PaintValue(color: color.value)))
    }

    /// The same text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        guard let paint = style.paintValue else { return self }
        return adding(.foregroundStyle(paint))
    }

    /// The same text underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? adding(.underline) : self }

    /// The same text struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? adding(.strikethrough) : self }

    /// Spacing between characters: drawn with the system font's own spacing here.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Spacing between characters: drawn with the system font's own spacing here.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// A raised or lowered baseline: drawn on the line here.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Digits of one width: the system font's digits are drawn so here.
    public func monospacedDigit() -> Text { self }

    /// The same text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
}
