import CoreLocation
import DeviceDirectory
import Foundation
import SuiteHome
import Synchronization
import Testing

/// A home of its own in a temporary folder, removed at the end.
final class TemporaryHome {
    let home: SuiteHome

    init() {
        home = SuiteHome(root: FileManager.default.temporaryDirectory.appendingPathComponent("corelocation-\(UUID().uuidString)"))
    }

    var store: DeviceLocationStore { get throws { try DeviceLocationStore(home: home) } }

    deinit { try? FileManager.default.removeItem(at: home.root) }
}

/// What a delegate heard, in order, and on which thread; a waiter for the next thing it hears.
final class RecordingDelegate: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    // Unchecked: the events are behind a mutex, and the continuations are resumed once, under it.
    enum Event: Equatable {
        case authorization(CLAuthorizationStatus)
        case locations([Double])
        case failure(CLError.Code?)
    }

    private let heard = Mutex<(events: [Event], onMainThread: [Bool], waiters: [(Int, CheckedContinuation<[Event], Never>)])>(
        ([], [], []))

    /// For each event, whether it was heard on the main thread or the main queue.
    var onMainThread: [Bool] { heard.withLock { $0.onMainThread } }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        record(.locations(locations.flatMap { [$0.coordinate.latitude, $0.coordinate.longitude] }))
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        record(.failure((error as? CLError)?.code))
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        record(.authorization(manager.authorizationStatus))
    }

    private func record(_ event: Event) {
        let isMain = Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
        let ready = heard.withLock { heard -> [(CheckedContinuation<[Event], Never>, [Event])] in
            heard.events.append(event)
            heard.onMainThread.append(isMain)
            let count = heard.events.count
            let (done, waiting) = (heard.waiters.filter { $0.0 <= count }, heard.waiters.filter { $0.0 > count })
            heard.waiters = waiting
            return done.map { ($0.1, heard.events) }
        }
        for (continuation, events) in ready { continuation.resume(returning: events) }
    }

    /// The events once there are `count` of them; what there is after five seconds, so that a missing event fails the
    /// test rather than hanging it.
    func events(count: Int) async -> [Event] {
        let timeout = Task { [weak self] in
            // Cancelled once the events came: then there is nothing to give up on.
            guard (try? await Task.sleep(for: .seconds(5))) != nil else { return }
            self?.giveUp()
        }
        defer { timeout.cancel() }
        return await withCheckedContinuation { continuation in
            let now = heard.withLock { heard -> [Event]? in
                if heard.events.count >= count { return heard.events }
                heard.waiters.append((count, continuation))
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
    }

    private func giveUp() {
        let waiting = heard.withLock { heard in
            defer { heard.waiters = [] }
            return heard.waiters.map { ($0.1, heard.events) }
        }
        for (continuation, events) in waiting { continuation.resume(returning: events) }
    }
}

/// `CLLocationManager` answering from the home's device location and its access setting.
@Suite struct LocationManagerTests {
    static let applePark = [DeviceDirectory.places[0].latitude, DeviceDirectory.places[0].longitude]

    @Test func theAppIsNotAskedUntilItRequestsAndIsThenAllowedWhileInUse() throws {
        let temporary = TemporaryHome()
        let manager = CLLocationManager(home: temporary.home)
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(!manager.isAuthorizedForWidgetUpdates)
        #expect(manager.location == nil)

        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        #expect(manager.isAuthorizedForWidgetUpdates)
        #expect(manager.accuracyAuthorization == .fullAccuracy)
        // Another manager, as in the widget's process, reads the same grant.
        #expect(CLLocationManager(home: temporary.home).authorizationStatus == .authorizedWhenInUse)
        let location = try #require(manager.location)
        #expect([location.coordinate.latitude, location.coordinate.longitude] == Self.applePark)
        #expect(location.horizontalAccuracy == 5)

        manager.requestAlwaysAuthorization()
        #expect(manager.authorizationStatus == .authorizedAlways)
        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .authorizedAlways, "a request never lowers what was granted")
    }

    @Test func aDeniedAppGetsNoLocationAndRequestingChangesNothing() throws {
        let temporary = TemporaryHome()
        try temporary.store.update { $0.access = .never }
        let manager = CLLocationManager(home: temporary.home)
        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .denied)
        #expect(!manager.isAuthorizedForWidgetUpdates)
        #expect(manager.location == nil)
    }

    @Test func theLocationFollowsTheDeviceAndIsGoneWhenCleared() throws {
        let temporary = TemporaryHome()
        try temporary.store.update {
            $0.access = .whileUsing
            $0.location = try DeviceDirectory.Location.parse("-33.8915,151.2767")
        }
        let manager = CLLocationManager(home: temporary.home)
        let sydney = try #require(manager.location)
        #expect(sydney.coordinate.latitude == -33.8915 && sydney.coordinate.longitude == 151.2767)
        let tokyo = CLLocation(latitude: 35.6595, longitude: 139.7005)
        #expect(abs(sydney.distance(from: tokyo) - 7_793_107.542) < 0.01)
        try temporary.store.update { $0.location = nil }
        #expect(manager.location == nil)
    }

    @Test func aDelegateHearsTheAuthorizationThenTheLocationOnTheManagersQueue() async throws {
        let temporary = TemporaryHome()
        let delegate = RecordingDelegate()
        // Made off the main thread (a test's task): its delegate is called on a queue of the manager's own.
        let manager = CLLocationManager(home: temporary.home)
        manager.delegate = delegate
        #expect(await delegate.events(count: 1) == [.authorization(.notDetermined)])
        manager.requestWhenInUseAuthorization()
        manager.requestLocation()
        let events = await delegate.events(count: 3)
        #expect(events == [.authorization(.notDetermined), .authorization(.authorizedWhenInUse), .locations(Self.applePark)])
        #expect(delegate.onMainThread == [false, false, false])
    }

    @Test func aLocationRequestFailsAsIOSSaysWhy() async throws {
        let temporary = TemporaryHome()
        try temporary.store.update { $0.access = .never }
        let delegate = RecordingDelegate()
        let manager = CLLocationManager(home: temporary.home)
        manager.delegate = delegate
        manager.requestLocation()
        #expect(await delegate.events(count: 2) == [.authorization(.denied), .failure(.denied)])

        try temporary.store.update {
            $0.access = .always
            $0.location = nil
        }
        manager.requestLocation()
        #expect(await delegate.events(count: 3).last == .failure(.locationUnknown))
    }

    @Test func updatesFollowTheDeviceAsItMovesUntilStopped() async throws {
        let temporary = TemporaryHome()
        try temporary.store.update { $0.access = .whileUsing }
        let delegate = RecordingDelegate()
        let manager = CLLocationManager(home: temporary.home)
        manager.delegate = delegate
        manager.startUpdatingLocation()
        #expect(await delegate.events(count: 2).last == .locations(Self.applePark))
        try temporary.store.update { $0.location = try DeviceDirectory.Location.parse("Nyhavn") }
        #expect(await delegate.events(count: 3).last == .locations([55.6798, 12.5912]))
        manager.stopUpdatingLocation()
        try temporary.store.update { $0.location = try DeviceDirectory.Location.parse("Paris") }
        try await Task.sleep(for: .milliseconds(1_500))
        #expect(await delegate.events(count: 3).count == 3, "no update after stopping")
    }

    @Test func aManagerMadeOnTheMainThreadCallsItsDelegateOnTheMainQueue() async throws {
        let temporary = TemporaryHome()
        try temporary.store.update { $0.access = .whileUsing }
        let delegate = RecordingDelegate()
        let home = temporary.home
        let made = await onMainQueue {
            let manager = CLLocationManager(home: home)
            manager.delegate = delegate
            return manager
        }
        let manager = try #require(made, "the test process runs its main queue")
        manager.requestLocation()
        #expect(await delegate.events(count: 2) == [.authorization(.authorizedWhenInUse), .locations(Self.applePark)])
        #expect(delegate.onMainThread == [true, true])
    }
}

/// Marks the main queue, whichever thread runs it; made once and never changed.
let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// `work`'s value, made on the main queue; nil when the main queue has not run it within five seconds.
func onMainQueue<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value? {
    let answer = FirstAnswer<Value?>()
    return await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        answer.continuation = continuation
        DispatchQueue.main.async { answer.give(work()) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) { answer.give(nil) }
    }
}

/// Resumes its continuation with the first value given, once. Unchecked: both are behind its lock.
final class FirstAnswer<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: CheckedContinuation<Value, Never>?
    private var given: Value?

    var continuation: CheckedContinuation<Value, Never>? {
        get { lock.withLock { waiting } }
        set {
            let earlier: Value? = lock.withLock {
                if let given { return given }
                waiting = newValue
                return nil
            }
            if let earlier { newValue?.resume(returning: earlier) }
        }
    }

    func give(_ value: Value) {
        let continuation: CheckedContinuation<Value, Never>? = lock.withLock {
            guard given == nil else { return nil }
            given = value
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(returning: value)
    }
}
