import Foundation

/// UIKit's `UIUserInterfaceIdiom`: the kind of device the interface is for.
public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac, vision

    /// The idiom of the device shown (`ScreenMetrics.device`); `.phone` at one point per cell.
    @MainActor
    public static var current: UserInterfaceIdiom {
        ScreenMetrics.device?.idiom == .pad ? .pad : .phone
    }
}
