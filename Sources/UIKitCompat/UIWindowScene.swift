import Foundation
import TermApp
import TermCollectionView

/// A scene: UIKit's `UIScene`, one instance of the app's UI. A terminal runs one, always in the
/// foreground (`activationState`), so code that walks `UIApplication.shared.connectedScenes` finds it.
@preconcurrency @MainActor
open class UIScene: NSObject {
    /// Whether the scene is on screen: UIKit's `UIScene.ActivationState`, with its raw values.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// Always `.foregroundActive`: the terminal shows the scene while tcv runs.
    open var activationState: ActivationState { .foregroundActive }
    /// Stored only: a terminal shows no app switcher to title.
    open var title: String?
}

/// The scene that holds the app's windows: UIKit's `UIWindowScene`. There is one, the terminal's; its
/// window is the one tcv drives — `keyWindow`, the window made (or made key) last — and its screen
/// is `UIScreen.main`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The terminal's scene.
    static let terminal = UIWindowScene()

    /// The scene's windows: the key window, while one is alive.
    open var windows: [UIWindow] { Window.keyWindow.map { [$0] } ?? [] }
    /// The window that receives the keys (UIKit's `keyWindow`, iOS 15).
    open var keyWindow: UIWindow? { Window.keyWindow }
    /// The screen the scene is on: the terminal.
    open var screen: UIScreen { UIScreen.main }
    /// The traits of the scene: the screen's.
    open var traitCollection: UITraitCollection { TraitCollection.current }
    /// Always `.portrait`: a terminal does not rotate (a resize changes the size, not the orientation).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

/// UIKit's `UIInterfaceOrientation`, with its raw values.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension Window {
    /// The scene the window is in (UIKit's `windowScene`): the terminal's.
    public var windowScene: UIWindowScene? { UIWindowScene.terminal }
}

extension Application {
    /// The scenes connected to the app (UIKit's `connectedScenes`): the terminal's one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.terminal] }
}
