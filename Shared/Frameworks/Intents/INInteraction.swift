import Foundation
import Synchronization

/// An intent the user carried out in the app, which the app donates so that the system learns when
/// the user wants it: Siri suggestions, and the Smart Stack rotating to a widget configured the same way.
///
/// Sendable, as Apple's is. Unchecked because an `open` `NSObject` subclass cannot be checked; as on iOS,
/// an app sets its identifiers before donating it, from one place.
open class INInteraction: NSObject, @unchecked Sendable {
    public let intent: INIntent
    public let intentResponse: INIntentResponse?
    /// Names the interaction, so that it can be deleted by `delete(with:completion:)`.
    public var identifier: String = UUID().uuidString
    /// Groups interactions, so that a group can be deleted at once.
    public var groupIdentifier: String?
    /// When the interaction happened; the system's time when the donation is made, if nil.
    public var dateInterval: DateInterval?

    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        self.intentResponse = response
        super.init()
    }

    /// Gives the interaction to the system. The completion gets nil, or the error that kept the system from keeping it.
    public func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        let donation = INDonation(
            intent: type(of: intent)._intentName, parameters: intent._parameterValues, date: dateInterval?.start, identifier: identifier,
            groupIdentifier: groupIdentifier)
        Self.finish(completion) { try $0.donate(donation) }
    }

    public func donate() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            donate { error in continuation.resume(with: error.map { .failure($0) } ?? .success(())) }
        }
    }

    /// Deletes the app's donated interactions with these identifiers.
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        finish(completion) { try $0.delete(.identifiers(identifiers)) }
    }

    /// Deletes the app's donated interactions of this group.
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        finish(completion) { try $0.delete(.group(groupIdentifier)) }
    }

    /// Deletes every interaction the app donated.
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        finish(completion) { try $0.delete(.all) }
    }

    open class func delete(with identifiers: [String]) async throws {
        try await finishing { delete(with: identifiers, completion: $0) }
    }

    open class func delete(with groupIdentifier: String) async throws {
        try await finishing { delete(with: groupIdentifier, completion: $0) }
    }

    open class func deleteAll() async throws {
        try await finishing { deleteAll(completion: $0) }
    }

    /// The system this process's donations go to; the process that hosts it installs it.
    package static var client: INDonationClient {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    private static let installed = Mutex(INDonationClient.noSystem)

    /// Runs `work` against the system and reports to `completion`, at once (the system here answers in the same call).
    private static func finish(_ completion: (@Sendable ((any Error)?) -> Void)?, _ work: (INDonationClient) throws -> Void) {
        do {
            try work(client)
            completion?(nil)
        } catch {
            completion?(error)
        }
    }

    private static func finishing(_ call: (@escaping @Sendable ((any Error)?) -> Void) -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            call { error in continuation.resume(with: error.map { .failure($0) } ?? .success(())) }
        }
    }
}

/// A donation as the system receives it: the intent by name and its parameters in wire form.
package struct INDonation: Equatable, Sendable {
    package var intent: String
    package var parameters: IntentValues
    /// When it happened; nil for the system's time.
    package var date: Date?
    package var identifier: String
    package var groupIdentifier: String?
}

/// Which donations to delete.
package enum INDonationDeletion: Equatable, Sendable {
    case identifiers([String])
    case group(String)
    case all
}

/// What `INInteraction` asks of the system. The system provides the live implementation.
package struct INDonationClient: Sendable {
    package var donate: @Sendable (INDonation) throws -> Void
    package var delete: @Sendable (INDonationDeletion) throws -> Void

    package init(donate: @escaping @Sendable (INDonation) throws -> Void, delete: @escaping @Sendable (INDonationDeletion) throws -> Void) {
        self.donate = donate
        self.delete = delete
    }

    package static let noSystem = INDonationClient(
        donate: { _ in throw INDonationError.noSystem }, delete: { _ in throw INDonationError.noSystem })
}

enum INDonationError: Error, CustomStringConvertible {
    case noSystem

    var description: String { "no system runs in this process to keep donations" }
}
