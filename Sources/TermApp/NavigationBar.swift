import Foundation
import TermCollectionView

/// A navigation controller's bar: UIKit's `UINavigationBar`, stored only. The terminal's bar is the
/// window's status line, which shows the top controller's title in one size and the terminal's colours.
@preconcurrency @MainActor
open class NavigationBar: NSObject {
    /// Stored only: the status line has one size of title.
    open var prefersLargeTitles = false
    /// Stored only: the status line is opaque.
    open var isTranslucent = true
    /// Stored only: the status line draws in the terminal's colours.
    open var tintColor: Color?
    /// Stored only: the status line draws in the terminal's colours.
    open var barTintColor: Color?
    /// Stored only: the status line is always shown.
    open var isHidden = false
    /// Stored only: the status line draws its title in the terminal's font and colours.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Stored only (see `titleTextAttributes`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
