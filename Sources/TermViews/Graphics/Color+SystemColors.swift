import Foundation

// UIKit's named colours. The fixed ones have UIKit's documented component values; the system colours
// use their light-mode values (sRGB, 0–255 over 255) from Apple's Human Interface Guidelines colour
// table; the adaptive ones draw as the terminal's default colour.
extension Color {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    private static func adaptive(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, isTerminalDefault: true)
    }

    // MARK: Fixed colours

    /// Grey 0.
    public static let black = Color(white: 0, alpha: 1)
    /// Grey ⅓.
    public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
    /// Grey ⅔.
    public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
    /// Grey 1.
    public static let white = Color(white: 1, alpha: 1)
    /// Grey ½.
    public static let gray = Color(white: 0.5, alpha: 1)
    /// (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    /// (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Grey 0 with alpha 0: draws nothing.
    public static let clear = Color(white: 0, alpha: 0)

    // MARK: System colours (light mode)

    /// UIKit's `systemRed` in light mode: (255, 59, 48).
    public static let systemRed = rgb(255, 59, 48)
    /// UIKit's `systemOrange` in light mode: (255, 149, 0).
    public static let systemOrange = rgb(255, 149, 0)
    /// UIKit's `systemYellow` in light mode: (255, 204, 0).
    public static let systemYellow = rgb(255, 204, 0)
    /// UIKit's `systemGreen` in light mode: (52, 199, 89).
    public static let systemGreen = rgb(52, 199, 89)
    /// UIKit's `systemMint` in light mode: (0, 199, 190).
    public static let systemMint = rgb(0, 199, 190)
    /// UIKit's `systemTeal` in light mode: (48, 176, 199).
    public static let systemTeal = rgb(48, 176, 199)
    /// UIKit's `systemCyan` in light mode: (50, 173, 230).
    public static let systemCyan = rgb(50, 173, 230)
    /// UIKit's `systemBlue` in light mode: (0, 122, 255).
    public static let systemBlue = rgb(0, 122, 255)
    /// UIKit's `systemIndigo` in light mode: (88, 86, 214).
    public static let systemIndigo = rgb(88, 86, 214)
    /// UIKit's `systemPurple` in light mode: (175, 82, 222).
    public static let systemPurple = rgb(175, 82, 222)
    /// UIKit's `systemPink` in light mode: (255, 45, 85).
    public static let systemPink = rgb(255, 45, 85)
    /// UIKit's `systemBrown` in light mode: (162, 132, 94).
    public static let systemBrown = rgb(162, 132, 94)
    /// UIKit's `systemGray` in light mode: (142, 142, 147).
    public static let systemGray = rgb(142, 142, 147)
    /// UIKit's `systemGray2` in light mode: (174, 174, 178).
    public static let systemGray2 = rgb(174, 174, 178)
    /// UIKit's `systemGray3` in light mode: (199, 199, 204).
    public static let systemGray3 = rgb(199, 199, 204)
    /// UIKit's `systemGray4` in light mode: (209, 209, 214).
    public static let systemGray4 = rgb(209, 209, 214)
    /// UIKit's `systemGray5` in light mode: (229, 229, 234).
    public static let systemGray5 = rgb(229, 229, 234)
    /// UIKit's `systemGray6` in light mode: (242, 242, 247).
    public static let systemGray6 = rgb(242, 242, 247)

    // MARK: Adaptive colours (the terminal's default)

    /// The background of a screen: the terminal's background.
    public static let systemBackground = adaptive(255, 255, 255)
    /// A grouped or secondary background; a terminal has one background, its own.
    public static let secondarySystemBackground = adaptive(242, 242, 247)
    /// A third-level background; the terminal's.
    public static let tertiarySystemBackground = adaptive(255, 255, 255)
    /// The background of a grouped list; the terminal's.
    public static let systemGroupedBackground = adaptive(242, 242, 247)
    /// Primary text: the terminal's text colour.
    public static let label = adaptive(0, 0, 0)
    /// Secondary text (60, 60, 67 at 60 %); the terminal's text colour.
    public static let secondaryLabel = adaptive(60, 60, 67, alpha: 0.6)
    /// Tertiary text (60, 60, 67 at 30 %); the terminal's text colour.
    public static let tertiaryLabel = adaptive(60, 60, 67, alpha: 0.3)
    /// Placeholder text (UIKit's light value: 60, 60, 67 at 30 %); the terminal's text colour.
    public static let placeholderText = adaptive(60, 60, 67, alpha: 0.3)
    /// Separator lines (60, 60, 67 at 29 %); the terminal's text colour.
    public static let separator = adaptive(60, 60, 67, alpha: 0.29)
    /// Opaque separator lines (198, 198, 200); the terminal's text colour.
    public static let opaqueSeparator = adaptive(198, 198, 200)
    /// Quaternary text (60, 60, 67 at 18 %); the terminal's text colour.
    public static let quaternaryLabel = adaptive(60, 60, 67, alpha: 0.18)
    /// A grouped list's rows (white); the terminal's background.
    public static let secondarySystemGroupedBackground = adaptive(255, 255, 255)
    /// A third level in a grouped list (242, 242, 247); the terminal's background.
    public static let tertiarySystemGroupedBackground = adaptive(242, 242, 247)
    /// Fills for thin and small shapes (120, 120, 128 at 20 %); the terminal's background.
    public static let systemFill = adaptive(120, 120, 128, alpha: 0.2)
    /// Fills for medium shapes (120, 120, 128 at 16 %); the terminal's background.
    public static let secondarySystemFill = adaptive(120, 120, 128, alpha: 0.16)
    /// Fills for large shapes (118, 118, 128 at 12 %); the terminal's background.
    public static let tertiarySystemFill = adaptive(118, 118, 128, alpha: 0.12)
    /// Fills for large areas (116, 116, 128 at 8 %); the terminal's background.
    public static let quaternarySystemFill = adaptive(116, 116, 128, alpha: 0.08)
    /// Links (0, 122, 255).
    public static let link = rgb(0, 122, 255)
}
