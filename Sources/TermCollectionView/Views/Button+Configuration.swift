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

        public var title: String?
        public var subtitle: String?
        public var image: Image?
        public var baseForegroundColor: Color?
        public var baseBackgroundColor: Color?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var imagePadding: CGFloat = 0
        public var imagePlacement = DirectionalRectEdge.leading
        public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        public var showsActivityIndicator = false
        /// Whether the style fills the button (drawn reversed).
        let isProminent: Bool

        init(isProminent: Bool) {
            self.isProminent = isProminent
        }

        public static func plain() -> Configuration { Configuration(isProminent: false) }
        public static func borderless() -> Configuration { Configuration(isProminent: false) }
        public static func bordered() -> Configuration { Configuration(isProminent: false) }
        public static func tinted() -> Configuration { Configuration(isProminent: true) }
        public static func gray() -> Configuration { Configuration(isProminent: true) }
        public static func filled() -> Configuration { Configuration(isProminent: true) }
        public static func borderedTinted() -> Configuration { Configuration(isProminent: true) }
        public static func borderedProminent() -> Configuration { Configuration(isProminent: true) }
    }
}
