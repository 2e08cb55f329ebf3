import Foundation

/// A coarse description of the available space: UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0
    case compact
    case regular
}
