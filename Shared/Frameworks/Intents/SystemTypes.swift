import Foundation

// Apple's value types that intent parameters can hold, as far as the generated code and
// handlers need them. Each archives itself to `IntentValue` for the wire.

/// A file a parameter holds, as in Apple's Intents framework.
open class INFile: NSObject {
    public let data: Data?
    public let fileURL: URL?
    public var filename: String
    public let typeIdentifier: String?

    public init(data: Data, filename: String, typeIdentifier: String?) {
        self.data = data
        self.fileURL = nil
        self.filename = filename
        self.typeIdentifier = typeIdentifier
        super.init()
    }

    public init(fileURL: URL, filename: String, typeIdentifier: String?) {
        self.data = nil
        self.fileURL = fileURL
        self.filename = filename
        self.typeIdentifier = typeIdentifier
        super.init()
    }

    public var _intentValue: IntentValue {
        var fields: [String: IntentValue] = ["filename": .string(filename)]
        if let fileURL { fields["fileURL"] = .string(fileURL.absoluteString) }
        if let data { fields["data"] = .string(data.base64EncodedString()) }
        if let typeIdentifier { fields["typeIdentifier"] = .string(typeIdentifier) }
        return .object(fields)
    }

    convenience init?(_intentValue value: IntentValue) {
        guard let fields = value.objectValue, let filename = fields["filename"]?.stringValue else { return nil }
        let type = fields["typeIdentifier"]?.stringValue
        if let url = fields["fileURL"]?.stringValue.flatMap(URL.init(string:)) {
            self.init(fileURL: url, filename: filename, typeIdentifier: type)
        } else {
            self.init(
                data: fields["data"]?.stringValue.flatMap { Data(base64Encoded: $0) } ?? Data(), filename: filename, typeIdentifier: type)
        }
    }
}

// A place a parameter holds is CoreLocation's `CLPlacemark` (which Intents exports, as Apple's does); it
// archives to `IntentValue` here.
extension CLPlacemark {
    public var _intentValue: IntentValue {
        var fields: [String: IntentValue] = [:]
        let parts: [(String, String?)] = [
            ("name", name), ("locality", locality), ("administrativeArea", administrativeArea),
            ("country", country), ("isoCountryCode", isoCountryCode), ("postalCode", postalCode),
        ]
        for (key, value) in parts { if let value { fields[key] = .string(value) } }
        if let coordinate = location?.coordinate {
            fields["latitude"] = .number(coordinate.latitude)
            fields["longitude"] = .number(coordinate.longitude)
        }
        return .object(fields)
    }

    convenience init?(_intentValue value: IntentValue) {
        guard let fields = value.objectValue else { return nil }
        let location = fields["latitude"]?.numberValue.flatMap { latitude in
            fields["longitude"]?.numberValue.map { CLLocation(latitude: latitude, longitude: $0) }
        }
        self.init(
            name: fields["name"]?.stringValue, locality: fields["locality"]?.stringValue,
            administrativeArea: fields["administrativeArea"]?.stringValue, postalCode: fields["postalCode"]?.stringValue,
            isoCountryCode: fields["isoCountryCode"]?.stringValue, country: fields["country"]?.stringValue, location: location)
    }
}

/// How to reach a person: an email address, a phone number or an app's own handle.
open class INPersonHandle: NSObject {
    public enum HandleType: Int, Sendable { case unknown = 0, emailAddress, phoneNumber }
    public let value: String?
    public let type: HandleType

    public init(value: String?, type: HandleType) {
        self.value = value
        self.type = type
        super.init()
    }
}

/// An image an intent or an option carries: one of the app's by name, bytes, or a URL.
open class INImage: NSObject {
    /// Where the image comes from, as the wire carries it.
    enum Source: Equatable {
        case named(String)
        case data(Data)
        case url(URL)
    }

    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// An image of the app's asset catalogue.
    public convenience init(named name: String) {
        self.init(source: .named(name))
    }

    /// An image from its bytes (PNG or JPEG).
    public convenience init(imageData: Data) {
        self.init(source: .data(imageData))
    }

    /// The image in a file on this device; nil when the URL is not a file's, or the file cannot be read.
    public convenience init?(url: URL) {
        guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else { return nil }
        self.init(source: .url(url))
    }

    /// The image at a URL, of a size in points (not kept here); nil for a URL that is not a web or file address.
    public convenience init?(url: URL, width: Double, height: Double) {
        guard url.isFileURL || ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return nil }
        self.init(source: .url(url))
    }

    /// The image's URL, when it was given by one.
    public var url: URL? {
        if case .url(let url) = source { return url }
        return nil
    }

    /// The wire form: `{"name": …}`, `{"data": base64}` or `{"url": …}`.
    var intentValue: IntentValue {
        switch source {
        case .named(let name): .object(["name": .string(name)])
        case .data(let data): .object(["data": .string(data.base64EncodedString())])
        case .url(let url): .object(["url": .string(url.absoluteString)])
        }
    }

    /// Reads the wire form; nil for one it does not know.
    convenience init?(intentValue: IntentValue) {
        let fields = intentValue.objectValue ?? [:]
        if let name = fields["name"]?.stringValue {
            self.init(source: .named(name))
        } else if let text = fields["data"]?.stringValue, let data = Data(base64Encoded: text) {
            self.init(source: .data(data))
        } else if let text = fields["url"]?.stringValue, let url = URL(string: text) {
            self.init(source: .url(url))
        } else {
            return nil
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? INImage)?.source == source
    }

    open override var hash: Int { intentValue.hashValue }
}

/// A person, as in Apple's Intents framework.
open class INPerson: NSObject {
    public let personHandle: INPersonHandle?
    public let nameComponents: PersonNameComponents?
    public let displayName: String
    public let image: INImage?
    public let contactIdentifier: String?
    public let customIdentifier: String?

    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?
    ) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        self.displayName = displayName ?? personHandle.value ?? ""
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
        super.init()
    }

    public var _intentValue: IntentValue {
        var fields: [String: IntentValue] = ["displayName": .string(displayName)]
        if let handle = personHandle?.value { fields["handle"] = .string(handle) }
        if let contactIdentifier { fields["contactIdentifier"] = .string(contactIdentifier) }
        if let customIdentifier { fields["customIdentifier"] = .string(customIdentifier) }
        return .object(fields)
    }

    convenience init?(_intentValue value: IntentValue) {
        guard let fields = value.objectValue else { return nil }
        self.init(
            personHandle: INPersonHandle(value: fields["handle"]?.stringValue, type: .unknown), nameComponents: nil,
            displayName: fields["displayName"]?.stringValue, image: nil,
            contactIdentifier: fields["contactIdentifier"]?.stringValue, customIdentifier: fields["customIdentifier"]?.stringValue)
    }
}

/// An amount of money in a currency, as in Apple's Intents framework.
open class INCurrencyAmount: NSObject {
    public let amount: NSDecimalNumber?
    public let currencyCode: String?

    public init(amount: NSDecimalNumber, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
        super.init()
    }

    public var _intentValue: IntentValue {
        .object(["amount": .string(amount?.stringValue ?? "0"), "currencyCode": .string(currencyCode ?? "")])
    }

    convenience init?(_intentValue value: IntentValue) {
        guard let fields = value.objectValue, let amount = fields["amount"]?.stringValue, let code = fields["currencyCode"]?.stringValue
        else {
            return nil
        }
        self.init(amount: NSDecimalNumber(string: amount), currencyCode: code)
    }
}

/// A way to pay, as in Apple's Intents framework.
open class INPaymentMethod: NSObject {
    public let name: String?
    public let identificationHint: String?

    public init(name: String?, identificationHint: String?) {
        self.name = name
        self.identificationHint = identificationHint
        super.init()
    }

    public var _intentValue: IntentValue {
        .object(["name": .string(name ?? ""), "identificationHint": .string(identificationHint ?? "")])
    }

    convenience init?(_intentValue value: IntentValue) {
        guard let fields = value.objectValue else { return nil }
        self.init(name: fields["name"]?.stringValue, identificationHint: fields["identificationHint"]?.stringValue)
    }
}

/// A string with how to say it, as in Apple's Intents framework.
open class INSpeakableString: NSObject {
    public let spokenPhrase: String
    public let vocabularyIdentifier: String?
    public let pronunciationHint: String?

    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    public init(spokenPhrase: String) {
        self.vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = nil
        super.init()
    }

    public var _intentValue: IntentValue { .string(spokenPhrase) }

    convenience init?(_intentValue value: IntentValue) {
        guard let phrase = value.stringValue else { return nil }
        self.init(spokenPhrase: phrase)
    }
}

extension IntentValue {
    public func _decoded(as type: INFile.Type) -> INFile? { INFile(_intentValue: self) }
    public func _decoded(as type: CLPlacemark.Type) -> CLPlacemark? { CLPlacemark(_intentValue: self) }
    public func _decoded(as type: INPerson.Type) -> INPerson? { INPerson(_intentValue: self) }
    public func _decoded(as type: INCurrencyAmount.Type) -> INCurrencyAmount? { INCurrencyAmount(_intentValue: self) }
    public func _decoded(as type: INPaymentMethod.Type) -> INPaymentMethod? { INPaymentMethod(_intentValue: self) }
    public func _decoded(as type: INSpeakableString.Type) -> INSpeakableString? { INSpeakableString(_intentValue: self) }
}

open class INFileResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedFile: INFile) -> Self { _make("success", [resolvedFile._intentValue]) }
    open class func disambiguation(with filesToDisambiguate: [INFile]) -> Self {
        _make("disambiguation", filesToDisambiguate.map(\._intentValue))
    }
    open class func confirmationRequired(with fileToConfirm: INFile?) -> Self {
        _make("confirmationRequired", fileToConfirm.map { [$0._intentValue] } ?? [])
    }
}

open class INPlacemarkResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedPlacemark: CLPlacemark) -> Self { _make("success", [resolvedPlacemark._intentValue]) }
    open class func disambiguation(with placemarksToDisambiguate: [CLPlacemark]) -> Self {
        _make("disambiguation", placemarksToDisambiguate.map(\._intentValue))
    }
    open class func confirmationRequired(with placemarkToConfirm: CLPlacemark?) -> Self {
        _make("confirmationRequired", placemarkToConfirm.map { [$0._intentValue] } ?? [])
    }
}

open class INPersonResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedPerson: INPerson) -> Self { _make("success", [resolvedPerson._intentValue]) }
    open class func disambiguation(with peopleToDisambiguate: [INPerson]) -> Self {
        _make("disambiguation", peopleToDisambiguate.map(\._intentValue))
    }
    open class func confirmationRequired(with personToConfirm: INPerson?) -> Self {
        _make("confirmationRequired", personToConfirm.map { [$0._intentValue] } ?? [])
    }
}

open class INCurrencyAmountResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedCurrencyAmount: INCurrencyAmount) -> Self {
        _make("success", [resolvedCurrencyAmount._intentValue])
    }
    open class func confirmationRequired(with currencyAmountToConfirm: INCurrencyAmount?) -> Self {
        _make("confirmationRequired", currencyAmountToConfirm.map { [$0._intentValue] } ?? [])
    }
}

open class INPaymentMethodResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedPaymentMethod: INPaymentMethod) -> Self { _make("success", [resolvedPaymentMethod._intentValue]) }
}

open class INSpeakableStringResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedString: INSpeakableString) -> Self { _make("success", [resolvedString._intentValue]) }
    open class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self {
        _make("disambiguation", stringsToDisambiguate.map(\._intentValue))
    }
}
