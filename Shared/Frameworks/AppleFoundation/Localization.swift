import Foundation

// Localized strings as Apple's Foundation writes them, looked up in the extension's string tables
// (`StringTables`: its String Catalogs and `.strings` files); a key no table has is its own value.

extension String {
    /// A string to localize, written as a literal or an interpolation: its key as Xcode writes it in a
    /// String Catalog (`"Hello %@"`), and the interpolated values, written out.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The key: the literal, with a `printf` specifier where each value was interpolated.
        public let key: String
        /// The interpolated values, in order, as text.
        let arguments: [String]

        /// A value as it is: a percent sign in it is no specifier.
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

        /// The value as written, without a table: the key with its values in place.
        public var description: String { StringTables.format(key, arguments) }

        /// Builds the key and the values of an interpolated literal, with the specifiers Xcode's string
        /// extraction gives each kind of value (`%@` for text, `%lld` for integers, `%lf` for decimals).
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [String] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }

            public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }

            public mutating func appendInterpolation<Number: BinaryInteger>(_ number: Number) {
                append(String(number), specifier: Number.isSigned ? "%lld" : "%llu")
            }

            public mutating func appendInterpolation(_ number: Double) { append(String(number), specifier: "%lf") }

            public mutating func appendInterpolation<Value>(_ value: Value) { append(String(describing: value), specifier: "%@") }

            mutating func append(_ text: String, specifier: String) {
                key += specifier
                arguments.append(text)
            }
        }

        enum CodingKeys: String, CodingKey { case key, arguments }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            key = try container.decode(String.self, forKey: .key)
            arguments = try container.decodeIfPresent([String].self, forKey: .arguments) ?? []
        }
    }

    /// The localized string for `keyAndValue`, from the extension's string tables; the value itself when none has it.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = StringTables.localized(keyAndValue.key, arguments: keyAndValue.arguments, table: table) ?? keyAndValue.description
    }

    /// The localized string for `key`, or `defaultValue` when no table has it.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = StringTables.localized("\(key)", arguments: defaultValue.arguments, table: table) ?? defaultValue.description
    }

    /// The string a resource stands for, in the table it names.
    public init(localized resource: LocalizedStringResource) {
        self = StringTables.localized(resource.key, arguments: resource.defaultValue.arguments, table: resource.table)
            ?? resource.defaultValue.description
    }
}

/// A string to localize later, in the locale of whoever shows it, as in Apple's Foundation.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, Codable, CustomStringConvertible {
    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { defaultValue.description }

    /// Where a resource's strings are: a bundle by value, for a process that reads them later.
    public enum BundleDescription: Hashable, Sendable, Codable {
        case main
        case forClass(String)
        case atURL(URL)
    }
}
