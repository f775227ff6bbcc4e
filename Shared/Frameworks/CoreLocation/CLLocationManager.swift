import DeviceDirectory
import Foundation
import SuiteHome

/// Whether the app may use location services, with Apple's values.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// Something beyond the user forbids it.
    case restricted = 1
    /// The user said no (here: `sample-app home location access never`).
    case denied = 2
    /// Allowed at any time.
    case authorizedAlways = 3
    /// Allowed while the app is in use, and in its widgets.
    case authorizedWhenInUse = 4

    /// The macOS name of `authorizedAlways`.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether the app gets exact locations or approximate ones: always exact here.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// What kind of movement the app follows, which iOS tunes its updates for: kept, with no effect here.
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

/// What a location manager tells its delegate: new locations, a failure, a change of authorization.
///
/// Every method has a default that does nothing, as Apple's are optional.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, oldest first; the last is the device's location now.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// No location could be found (`CLError.locationUnknown`), or the app may not have one (`CLError.denied`).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The manager was made, or the app's authorization changed: read `manager.authorizationStatus`.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// The app's way to the device's location: its authorization, the location now, and updates as the device moves.
///
/// The device's location and the app's access are those the suite keeps in its home (`DeviceLocationStore`),
/// which `sample-app home location` shows and sets. A manager made on the main thread or the main queue calls its
/// delegate on the main queue, Linux's equivalent of the main thread's run loop; one made on another thread calls it on a serial
/// queue of its own, where on iOS that thread would have to run a run loop (docs/corelocation-subset.md).
///
/// Unchecked `Sendable` because an `open` `NSObject` subclass cannot be checked: its settings and state are
/// behind a lock, and its delegate is called only on its one queue.
open class CLLocationManager: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var state = ManagerState()
    /// Where the delegate is called.
    private let callbackQueue: DispatchQueue
    private let home: SuiteHome

    private struct ManagerState {
        weak var delegate: (any CLLocationManagerDelegate)?
        var desiredAccuracy = kCLLocationAccuracyBest
        var distanceFilter = kCLDistanceFilterNone
        var activityType = CLActivityType.other
        var pausesLocationUpdatesAutomatically = true
        var allowsBackgroundLocationUpdates = false
        var showsBackgroundLocationIndicator = false
        /// The timer that looks for the device's moves while updates run.
        var updates: DispatchSourceTimer?
        /// What the delegate was last told: the location and the authorization.
        var lastDelivered: DeviceDirectory.Location?
        var lastStatus: CLAuthorizationStatus?
        /// Whether a delegate was told of the authorization the manager was made with.
        var toldOfCreation = false
    }

    /// A manager of the device's location in the suite's home; its delegate learns the authorization at once.
    public override convenience init() {
        self.init(home: .current)
    }

    /// A manager of the device's location in `home`: for tests, which must not change the process's home.
    package init(home: SuiteHome) {
        callbackQueue = MainQueue.isCurrent ? .main : DispatchQueue(label: "CLLocationManager")
        self.home = home
        super.init()
        callbackQueue.async { [self] in announceCreation() }
    }

    deinit {
        state.updates?.cancel()
    }

    /// The object told of locations and authorization; held weakly, as Apple's is. The first delegate set learns
    /// the authorization the manager was made with, as one set just after making it does on iOS.
    open var delegate: (any CLLocationManagerDelegate)? {
        get { lock.withLock { state.delegate } }
        set {
            let tell = lock.withLock {
                state.delegate = newValue
                return newValue != nil && !state.toldOfCreation
            }
            if tell { callbackQueue.async { [self] in announceCreation() } }
        }
    }

    /// The accuracy the app wants; the device's location is as exact whatever it asks.
    open var desiredAccuracy: CLLocationAccuracy {
        get { lock.withLock { state.desiredAccuracy } }
        set { lock.withLock { state.desiredAccuracy = newValue } }
    }

    /// How far, in meters, the device must move before an update is sent; `kCLDistanceFilterNone` for every move.
    open var distanceFilter: CLLocationDistance {
        get { lock.withLock { state.distanceFilter } }
        set { lock.withLock { state.distanceFilter = newValue } }
    }

    /// The kind of movement the app follows: kept, with no effect here.
    open var activityType: CLActivityType {
        get { lock.withLock { state.activityType } }
        set { lock.withLock { state.activityType = newValue } }
    }

    /// Whether iOS may pause updates when the device stays still: kept, with no effect here.
    open var pausesLocationUpdatesAutomatically: Bool {
        get { lock.withLock { state.pausesLocationUpdatesAutomatically } }
        set { lock.withLock { state.pausesLocationUpdatesAutomatically = newValue } }
    }

    /// Whether updates go on in the background: kept, with no effect here.
    open var allowsBackgroundLocationUpdates: Bool {
        get { lock.withLock { state.allowsBackgroundLocationUpdates } }
        set { lock.withLock { state.allowsBackgroundLocationUpdates = newValue } }
    }

    /// Whether the status bar shows that the app follows the location in the background: kept, with no effect here.
    open var showsBackgroundLocationIndicator: Bool {
        get { lock.withLock { state.showsBackgroundLocationIndicator } }
        set { lock.withLock { state.showsBackgroundLocationIndicator = newValue } }
    }

    // MARK: Authorization

    /// What the app may do: not determined until it asks, then what the home's setting says.
    open var authorizationStatus: CLAuthorizationStatus { Self.status(of: deviceState()?.access) }

    /// The app's authorization, as iOS 13 and earlier read it (deprecated by Apple for the instance property).
    open class func authorizationStatus() -> CLAuthorizationStatus {
        status(of: try? DeviceLocationStore(home: .current).state().access)
    }

    /// Whether the device's location services are on: always here.
    open class func locationServicesEnabled() -> Bool { true }

    /// Exact locations always.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Whether the app's widgets may have the location: when the app is allowed always, or while in use (which here,
    /// as for a widget whose `Info.plist` sets `NSWidgetWantsLocation`, extends to its widgets).
    open var isAuthorizedForWidgetUpdates: Bool {
        [.authorizedWhenInUse, .authorizedAlways].contains(authorizationStatus)
    }

    /// Asks to use the location while the app is in use: granted when not asked before, as a user who taps
    /// Allow does; the delegate then learns the new status. Nothing changes once the app was answered.
    open func requestWhenInUseAuthorization() {
        request(.whileUsing)
    }

    /// Asks to use the location always: granted when not asked before or allowed only while in use.
    open func requestAlwaysAuthorization() {
        request(.always)
    }

    /// Asks for exact locations for a while: they are exact already.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}

    private func request(_ access: DeviceDirectory.LocationAccess) {
        let before = authorizationStatus
        _ = try? DeviceLocationStore(home: home).update { state in
            if state.access == .ask || (access == .always && state.access == .whileUsing) { state.access = access }
        }
        if authorizationStatus != before { callbackQueue.async { [self] in announceAuthorization() } }
    }

    // MARK: The location

    /// The device's location now; nil when the app may not have it or the device does not know it.
    open var location: CLLocation? {
        guard let state = deviceState(), Self.isAuthorized(state.access), let point = state.location else { return nil }
        return Self.location(point, accuracy: desiredAccuracy)
    }

    /// Finds the location once and tells the delegate (`locationManager(_:didUpdateLocations:)`), or tells it why it
    /// cannot (`didFailWithError`: `CLError.denied`, `CLError.locationUnknown`). An app not yet authorized waits
    /// for its authorization, as on iOS, and hears nothing.
    open func requestLocation() {
        callbackQueue.async { [self] in deliverLocation(failuresToo: true, onlyWhenMoved: false) }
    }

    /// Tells the delegate the location now, then again each time the device moves by more than `distanceFilter`
    /// (the home's location is read every second) until `stopUpdatingLocation()`.
    open func startUpdatingLocation() {
        let timer = DispatchSource.makeTimerSource(queue: callbackQueue)
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in
            self?.announceAuthorization()
            self?.deliverLocation(failuresToo: false, onlyWhenMoved: true)
        }
        let previous = lock.withLock {
            defer { state.updates = timer }
            state.lastDelivered = nil
            return state.updates
        }
        previous?.cancel()
        callbackQueue.async { [self] in deliverLocation(failuresToo: true, onlyWhenMoved: false) }
        timer.resume()
    }

    /// Stops the updates `startUpdatingLocation()` started.
    open func stopUpdatingLocation() {
        let timer = lock.withLock {
            defer { state.updates = nil }
            return state.updates
        }
        timer?.cancel()
    }

    /// Updates on large moves only: the same as `startUpdatingLocation()` here.
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }

    /// Stops what `startMonitoringSignificantLocationChanges()` started.
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

    // MARK: Telling the delegate (on the callback queue)

    private func deviceState() -> DeviceDirectory.LocationState? { try? DeviceLocationStore(home: home).state() }

    /// Tells the first delegate the authorization the manager has, once.
    private func announceCreation() {
        let status = authorizationStatus
        let delegate = lock.withLock { () -> (any CLLocationManagerDelegate)? in
            guard let delegate = state.delegate, !state.toldOfCreation else { return nil }
            state.toldOfCreation = true
            state.lastStatus = status
            return delegate
        }
        delegate?.locationManagerDidChangeAuthorization(self)
    }

    /// Tells the delegate the authorization when it changed since it was last told.
    private func announceAuthorization() {
        let status = authorizationStatus
        let changed = lock.withLock {
            defer { state.lastStatus = status }
            return state.lastStatus != status
        }
        guard changed else { return }
        delegate?.locationManagerDidChangeAuthorization(self)
    }

    private func deliverLocation(failuresToo: Bool, onlyWhenMoved: Bool) {
        guard let delegate else { return }
        guard let device = deviceState() else {
            if failuresToo { delegate.locationManager(self, didFailWithError: CLError(.locationUnknown)) }
            return
        }
        switch device.access {
        case .ask:
            return
        case .never:
            if failuresToo { delegate.locationManager(self, didFailWithError: CLError(.denied)) }
            return
        case .whileUsing, .always:
            break
        }
        guard let point = device.location else {
            if failuresToo { delegate.locationManager(self, didFailWithError: CLError(.locationUnknown)) }
            return
        }
        let (filter, accuracy) = lock.withLock { (state.distanceFilter, state.desiredAccuracy) }
        let shouldDeliver = lock.withLock {
            if onlyWhenMoved, let last = state.lastDelivered {
                let moved = Geodesic.distance(
                    from: CLLocationCoordinate2D(latitude: last.latitude, longitude: last.longitude),
                    to: CLLocationCoordinate2D(latitude: point.latitude, longitude: point.longitude))
                guard moved > 0, filter < 0 || moved >= filter else { return false }
            }
            state.lastDelivered = point
            return true
        }
        if shouldDeliver { delegate.locationManager(self, didUpdateLocations: [Self.location(point, accuracy: accuracy)]) }
    }

    static func isAuthorized(_ access: DeviceDirectory.LocationAccess) -> Bool { access == .whileUsing || access == .always }

    static func status(of access: DeviceDirectory.LocationAccess?) -> CLAuthorizationStatus {
        switch access {
        case .ask, nil: .notDetermined
        case .never: .denied
        case .whileUsing: .authorizedWhenInUse
        case .always: .authorizedAlways
        }
    }

    /// The device's point as a fix found now: at sea level, to 5 meters as the Simulator's are, or to the
    /// accuracy asked for when that is coarser.
    static func location(_ point: DeviceDirectory.Location, accuracy: CLLocationAccuracy) -> CLLocation {
        CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: point.latitude, longitude: point.longitude), altitude: 0,
            horizontalAccuracy: max(5, accuracy), verticalAccuracy: -1, timestamp: Date())
    }
}
