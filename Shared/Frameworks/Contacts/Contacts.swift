import DeviceDirectory
import Foundation

// Contacts as intent handlers use it to offer people (`INPerson` options): the device's address book
// (DeviceDirectory), the one the system's Person picker offers. Access is always granted here: there
// is no user to ask. Every key is fetched, whatever `keysToFetch` says.

/// What a store holds: contacts.
public enum CNEntityType: Int, Sendable {
    case contacts
}

/// Whether the app may read the contacts: always `.authorized` here.
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized, limited
}

/// A key to fetch: the key constants (`CNContactGivenNameKey`), or a formatter's descriptor.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

public let CNContactIdentifierKey = "identifier"
public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactTypeKey = "contactType"

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

// The Contacts classes are Sendable, as Apple's are. Each is unchecked because an `open` `NSObject`
// subclass cannot be checked: the values are set when made and never changed (a fetch request's
// settings excepted, which its caller sets before handing it to the store, from one place).

/// A phone number as the user wrote it.
open class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String

    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
    open override var hash: Int { stringValue.hashValue }
}

/// A value with a label ("home", "mobile").
open class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier: String
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.identifier = UUID().uuidString
        self.label = label
        self.value = value
        super.init()
    }

    /// The system's labels in words ("home", "mobile"); a label of the user's own as it is.
    open class func localizedString(forLabel label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        return String(label.dropFirst(4).dropLast(4)).lowercased()
    }
}

/// A person of the address book.
open class CNContact: NSObject, @unchecked Sendable {
    public let identifier: String
    public let givenName: String
    public let middleName: String
    public let familyName: String
    public let nickname: String
    public let organizationName: String
    public let phoneNumbers: [CNLabeledValue<CNPhoneNumber>]
    public let emailAddresses: [CNLabeledValue<NSString>]
    public let imageData: Data?
    public let thumbnailImageData: Data?
    public var imageDataAvailable: Bool { imageData != nil }
    /// A person, or an organisation: a contact with an organisation's name and no person's name.
    public var contactType: CNContactType {
        givenName.isEmpty && familyName.isEmpty && !organizationName.isEmpty ? .organization : .person
    }

    init(_ contact: DeviceDirectory.Contact) {
        identifier = contact.identifier
        (givenName, familyName) = DeviceDirectory.nameParts(of: contact)
        middleName = ""
        nickname = ""
        organizationName = ""
        phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: contact.phone))]
        emailAddresses = [CNLabeledValue(label: CNLabelHome, value: NSString(string: contact.email))]
        imageData = nil
        thumbnailImageData = nil
        super.init()
    }

    /// Contacts whose name holds `name`, ignoring case.
    open class func predicateForContacts(matchingName name: String) -> NSPredicate {
        NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            return "\(contact.givenName) \(contact.familyName)".localizedCaseInsensitiveContains(name)
        }
    }

    /// The contacts of these identifiers.
    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
    }

    /// The contacts in the container of this identifier: every contact for the device's one container.
    open class func predicateForContactsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate {
        NSPredicate { object, _ in object is CNContact && containerIdentifier == CNContainer.deviceIdentifier }
    }

    /// Orders two contacts by name as `sortOrder` says, each part compared as the Contacts app compares
    /// names (`localizedStandardCompare`: case, accents and numbers as people expect).
    open class func comparator(forNameSortOrder sortOrder: CNContactSortOrder) -> Comparator {
        { first, second in
            guard let first = first as? CNContact, let second = second as? CNContact else { return .orderedSame }
            let (a, b) = (first.sortingName(sortOrder), second.sortingName(sortOrder))
            for (left, right) in zip(a, b) {
                let order = left.localizedStandardCompare(right)
                if order != .orderedSame { return order }
            }
            return .orderedSame
        }
    }

    /// The name's parts in the order `sortOrder` sorts by (the given name first by default, as the
    /// device's setting says).
    func sortingName(_ sortOrder: CNContactSortOrder) -> [String] {
        switch sortOrder {
        case .familyName: [familyName, givenName, middleName, organizationName]
        case .none, .userDefault, .givenName: [givenName, familyName, middleName, organizationName]
        }
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CNContact)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}

/// What to fetch: the keys, which contacts, in which order.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var keysToFetch: [CNKeyDescriptor]
    open var predicate: NSPredicate?
    open var unifyResults = true
    open var sortOrder: CNContactSortOrder = .none

    public init(keysToFetch: [CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

public enum CNContactSortOrder: Int, Sendable {
    case none, userDefault, givenName, familyName
}

/// Whether a contact is a person or an organisation.
public enum CNContactType: Int, Sendable {
    case person, organization
}

/// Where contacts are kept; the device has one, local, container.
open class CNContainer: NSObject, @unchecked Sendable {
    /// The identifier of the device's container, the default one.
    static let deviceIdentifier = "device"
    static let device = CNContainer(identifier: deviceIdentifier, name: "On My iPhone", type: .local)

    public let identifier: String
    public let name: String
    public let type: CNContainerType

    init(identifier: String, name: String, type: CNContainerType) {
        self.identifier = identifier
        self.name = name
        self.type = type
        super.init()
    }

    /// The containers of these identifiers.
    open class func predicateForContainers(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContainer).map { identifiers.contains($0.identifier) } ?? false }
    }

    /// The container of the contact of this identifier: the device's, for a contact it has.
    open class func predicateForContainerOfContact(withIdentifier contactIdentifier: String) -> NSPredicate {
        NSPredicate { object, _ in
            (object as? CNContainer)?.identifier == deviceIdentifier && CNContactStore.all.contains { $0.identifier == contactIdentifier }
        }
    }
}

/// Where a container's contacts come from.
public enum CNContainerType: Int, Sendable {
    case unassigned, local, exchange, cardDAV
}

/// The device's Contacts settings: names sorted and shown by given name first.
open class CNContactsUserDefaults: NSObject, @unchecked Sendable {
    private static let standard = CNContactsUserDefaults()

    open class func shared() -> CNContactsUserDefaults { standard }

    open var sortOrder: CNContactSortOrder { .givenName }
}

/// Why a contact could not be found.
public struct CNError: Error, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        case recordDoesNotExist = 200
    }

    public let code: Code
    public var description: String { "No contact has that identifier." }
}

/// The address book, as an app reads it.
open class CNContactStore: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }

    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .authorized }

    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(true, nil)
    }

    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { true }

    /// Calls `block` with each contact the request selects, in its order, until the block sets `stop`.
    open func enumerateContacts(
        with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    ) throws {
        var stop = ObjCBool(false)
        for contact in Self.sorted(Self.all.filter { fetchRequest.predicate?.evaluate(with: $0) ?? true }, by: fetchRequest.sortOrder) {
            block(contact, &stop)
            if stop.boolValue { return }
        }
    }

    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        Self.all.filter { predicate.evaluate(with: $0) }
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        guard let contact = Self.all.first(where: { $0.identifier == identifier }) else { throw CNError(code: .recordDoesNotExist) }
        return contact
    }

    /// The identifier of the address book all contacts are in.
    open func defaultContainerIdentifier() -> String { CNContainer.deviceIdentifier }

    /// The containers `predicate` selects (all when nil): the device's one local container here.
    open func containers(matching predicate: NSPredicate?) throws -> [CNContainer] {
        [CNContainer.device].filter { predicate?.evaluate(with: $0) ?? true }
    }

    static var all: [CNContact] { DeviceDirectory.contacts.map(CNContact.init) }

    static func sorted(_ contacts: [CNContact], by order: CNContactSortOrder) -> [CNContact] {
        switch order {
        case .none, .userDefault: contacts
        case .givenName: contacts.sorted { ($0.givenName, $0.familyName) < ($1.givenName, $1.familyName) }
        case .familyName: contacts.sorted { ($0.familyName, $0.givenName) < ($1.familyName, $1.givenName) }
        }
    }
}

public enum CNContactFormatterStyle: Int, Sendable {
    case fullName, phoneticFullName
}

/// A contact's name as a person reads it.
open class CNContactFormatter: Formatter, @unchecked Sendable {
    open var style: CNContactFormatterStyle = .fullName

    /// The given and family names, as English orders them; nil when both are empty.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? nil : name
    }

    open func string(from contact: CNContact) -> String? {
        Self.string(from: contact, style: style)
    }

    open override func string(for object: Any?) -> String? {
        (object as? CNContact).flatMap { string(from: $0) }
    }

    /// The keys `string(from:)` reads.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> CNKeyDescriptor {
        "CNContactFormatterRequiredKeys.\(style)"
    }
}
