import Foundation

/// How a type is named to the user: "Character", "Mode".
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public var synonyms: [LocalizedStringResource]

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.init(name: name, numericFormat: numericFormat, synonyms: [])
    }

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource] = []) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }
}

/// How a value (an entity, an enumeration's case) is shown to the user: a title, a subtitle, an image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.init(title: title, subtitle: subtitle, image: image, synonyms: [])
    }

    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }

    /// An image beside the title. The system here keeps it but draws none (docs/appintents-subset.md).
    public struct Image: Sendable {
        enum Source: Sendable {
            case systemName(String), named(String), data(Data), url(URL, size: (width: Double, height: Double)?)
        }

        let source: Source
        public var isTemplate: Bool?

        public init(systemName name: String, isTemplate: Bool? = nil) {
            source = .systemName(name)
            self.isTemplate = isTemplate
        }

        public init(named name: String, isTemplate: Bool? = nil) {
            source = .named(name)
            self.isTemplate = isTemplate
        }

        public init(data: Data, isTemplate: Bool? = nil) {
            source = .data(data)
            self.isTemplate = isTemplate
        }

        public init(url: URL, isTemplate: Bool? = nil) {
            source = .url(url, size: nil)
            self.isTemplate = isTemplate
        }

        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
            source = .url(url, size: (width, height))
            self.isTemplate = isTemplate
        }
    }
}

/// What an intent does, in a sentence, as the Edit Widget form shows under its title.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]
    public var resultValueName: LocalizedStringResource?

    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords, resultValueName: nil)
    }

    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource?
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }
}

/// Types named to the user.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// Values shown to the user.
public protocol InstanceDisplayRepresentable {
    var displayRepresentation: DisplayRepresentation { get }
}

public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// Types whose every case has a representation: enumerations.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

extension LocalizedStringResource {
    /// The text shown: the extension's string tables' value, else the default value.
    var text: String { String(localized: self) }
}
