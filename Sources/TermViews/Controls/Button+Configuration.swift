import Foundation

extension Button {
    /// A button's iOS 15 look and content: UIKit's `UIButton.Configuration`. The title, subtitle
    /// (after the title), image and foreground colour are drawn; a filled style draws reversed; sizes,
    /// insets, padding and corner styles are stored only.
    public struct Configuration: Sendable {
        /// UIKit's `UIButton.Configuration.CornerStyle` (stored only).
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// UIKit's `UIButton.Configuration.Size` (stored only).
        public enum Size: Int, Sendable { case mini, small, medium, large }

        /// The title, drawn in place of the per-state titles.
        public var title: String?
        /// A subtitle, drawn after the title.
        public var subtitle: String?
        /// An image, its glyph drawn before the title.
        public var image: Image?
        /// The title's colour.
        public var baseForegroundColor: Color?
        /// The fill colour (stored only: a filled style draws reversed).
        public var baseBackgroundColor: Color?
        /// Stored only.
        public var cornerStyle = CornerStyle.dynamic
        /// Stored only.
        public var buttonSize = Size.medium
        /// Stored only: one space separates image and title.
        public var imagePadding: CGFloat = 0
        /// Stored only: the image glyph comes first.
        public var imagePlacement = DirectionalRectEdge.leading
        /// Stored only.
        public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        /// Stored only.
        public var showsActivityIndicator = false
        /// Whether the style fills the button (drawn reversed).
        let isProminent: Bool

        init(isProminent: Bool) {
            self.isProminent = isProminent
        }

        /// A plain button: the title in the tint colour.
        public static func plain() -> Configuration { Configuration(isProminent: false) }
        /// A borderless button (drawn as `plain()`).
        public static func borderless() -> Configuration { Configuration(isProminent: false) }
        /// A bordered button (drawn as `plain()`).
        public static func bordered() -> Configuration { Configuration(isProminent: false) }
        /// A tinted button, drawn filled (reversed).
        public static func tinted() -> Configuration { Configuration(isProminent: true) }
        /// A gray button, drawn filled (reversed).
        public static func gray() -> Configuration { Configuration(isProminent: true) }
        /// A filled button, drawn reversed.
        public static func filled() -> Configuration { Configuration(isProminent: true) }
        /// A bordered tinted button, drawn filled (reversed).
        public static func borderedTinted() -> Configuration { Configuration(isProminent: true) }
        /// A prominent button, drawn filled (reversed).
        public static func borderedProminent() -> Configuration { Configuration(isProminent: true) }
    }
}
