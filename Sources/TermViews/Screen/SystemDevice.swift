import Foundation

/// The device the app runs on: UIKit's `UIDevice` (named apart from `Device`, the screen tcv
/// imitates). It answers as that device: its idiom and model follow `--device` (an iPhone at one
/// point per cell); the rest are UIKit's answers for a device that reports nothing — no battery
/// reading while monitoring is off, portrait, no vendor identifier.
@preconcurrency @MainActor
public final class SystemDevice: NSObject {
    /// The device (UIKit's `UIDevice.current`).
    public static let current = SystemDevice()

    /// UIKit's `UIDeviceOrientation`.
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        /// Whether the orientation is a portrait one.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the orientation is a landscape one.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    /// UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    /// Phone or pad, as the shown device (see `UserInterfaceIdiom.current`).
    public var userInterfaceIdiom: UserInterfaceIdiom { .current }
    /// "iPhone" or "iPad": the generic name UIKit gives apps since iOS 16.
    public var name: String { model }
    /// "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The same as `model`.
    public var localizedModel: String { model }
    /// "iOS" (an iPad's system reports "iPadOS").
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// Portrait: a terminal does not turn.
    public var orientation: Orientation { .portrait }
    /// Stored only: there is no orientation to report.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Whether battery readings are on; stored only (no battery to read), so they stay unknown.
    public var isBatteryMonitoringEnabled = false
    /// −1, UIKit's value when the level is unknown.
    public var batteryLevel: Float { -1 }
    /// `.unknown`, as UIKit's while monitoring is off.
    public var batteryState: BatteryState { .unknown }
    /// Nil, UIKit's answer when the identifier is not available.
    public var identifierForVendor: UUID? { nil }
    /// Stored only: a terminal has no proximity sensor.
    public var isProximityMonitoringEnabled = false
    /// Whether the device is a multitasking one (UIKit's `isMultitaskingSupported`): yes.
    public var isMultitaskingSupported: Bool { true }

    /// Counts a request for orientation notifications (none are posted: a terminal does not turn).
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Ends a request for orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Plays nothing: a terminal has no input clicks.
    public func playInputClick() {}
}
