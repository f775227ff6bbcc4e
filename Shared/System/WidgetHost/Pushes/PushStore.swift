import ExtensionProtocol
import Foundation
import Synchronization

/// The widget push tokens the system gave apps (iOS 26), what each app's push handlers were last told,
/// and the pushes received, for `home push-token`, `--trace` and the live page.
public struct PushStore: Sendable {
    /// The app's token, made with `make` and kept when it has none, in one transaction.
    public var token: @Sendable (_ app: String, _ make: @Sendable () -> Data) throws -> Data
    /// Every app's token, by app.
    public var tokens: @Sendable () throws -> [String: Data]
    /// What the app's push handlers were last told (`WidgetPushes.told`); nil before the first time.
    public var told: @Sendable (_ app: String) throws -> String?
    /// Records that the handlers are told `new`, unless what they were told is no longer `old` (another
    /// process told them meanwhile), in one transaction; false then.
    public var changeTold: @Sendable (_ app: String, _ old: String?, _ new: String?) throws -> Bool
    /// Keeps a push received and what came of it.
    public var log: @Sendable (_ push: ReceivedPush) throws -> Void
    /// The last pushes received, the newest first, at most `limit`.
    public var received: @Sendable (_ limit: Int) throws -> [ReceivedPush]

    package init(
        token: @escaping @Sendable (String, @Sendable () -> Data) throws -> Data, tokens: @escaping @Sendable () throws -> [String: Data],
        told: @escaping @Sendable (String) throws -> String?, changeTold: @escaping @Sendable (String, String?, String?) throws -> Bool,
        log: @escaping @Sendable (ReceivedPush) throws -> Void, received: @escaping @Sendable (Int) throws -> [ReceivedPush]
    ) {
        self.token = token
        self.tokens = tokens
        self.told = told
        self.changeTold = changeTold
        self.log = log
        self.received = received
    }

    /// A store that keeps everything in memory, for tests.
    public static func inMemory() -> PushStore {
        struct Contents {
            var tokens: [String: Data] = [:]
            var told: [String: String] = [:]
            var received: [ReceivedPush] = []
        }
        let contents = Mutex(Contents())
        return PushStore(
            token: { app, make in
                contents.withLock { contents in
                    if let token = contents.tokens[app] { return token }
                    let token = make()
                    contents.tokens[app] = token
                    return token
                }
            },
            tokens: { contents.withLock { $0.tokens } },
            told: { app in contents.withLock { $0.told[app] } },
            changeTold: { app, old, new in
                contents.withLock { contents in
                    guard contents.told[app] == old else { return false }
                    contents.told[app] = new
                    return true
                }
            },
            log: { push in contents.withLock { $0.received.append(push) } },
            received: { limit in contents.withLock { Array($0.received.reversed().prefix(limit)) } })
    }
}

/// A push the system received, as it keeps it: when, for which app (nil when the push named none the
/// system knows), and what came of it in one sentence.
public struct ReceivedPush: Sendable, Equatable {
    public enum Outcome: String, Sendable, CaseIterable {
        /// Every widget it names is reloaded when next shown.
        case applied
        /// Accepted, but some widget's reload waits for its budget to renew.
        case deferred
        /// Not accepted: nothing is reloaded.
        case refused
    }

    public var date: Date
    public var app: String?
    public var outcome: Outcome
    public var sentence: String

    public init(date: Date, app: String?, outcome: Outcome, sentence: String) {
        self.date = date
        self.app = app
        self.outcome = outcome
        self.sentence = sentence
    }
}

extension PushStore {
    /// Keeps a refused push and throws its refusal. When it cannot be kept, the refusal says so too: the push
    /// is refused either way, and nobody is left looking for a line that was never written.
    func logRefusal(_ refusal: WidgetPushRefusal, date: Date, app: String?) throws -> Never {
        do {
            try log(ReceivedPush(date: date, app: app, outcome: .refused, sentence: refusal.description))
        } catch {
            throw WidgetPushRefusal("\(refusal.description) The refusal could not be kept in the system's log: \(ErrorSentence.of(error))")
        }
        throw refusal
    }
}
