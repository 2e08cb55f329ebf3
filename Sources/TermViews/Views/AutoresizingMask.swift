import Foundation

extension View {
    /// How a view follows its superview's size changes: UIKit's `UIView.AutoresizingMask`, with UIKit's
    /// raw values. Along each axis the margins and the size named flexible share the change; as UIKit
    /// documents it, "if more than one option along the same axis is set, the default behavior is to
    /// distribute the size difference proportionally among the flexible portions" (evenly when they
    /// are all zero). With none flexible the view keeps its frame.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes a mask from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space to the left of the view follows the superview.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the right follows the superview.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above follows the superview.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below follows the superview.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// `frame` moved and resized for a superview that went from `oldSize` to `newSize`.
        func resized(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
            let (x, width) = Self.share(
                delta: newSize.width - oldSize.width, start: frame.minX, length: frame.width,
                end: oldSize.width - frame.maxX,
                flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
            let (y, height) = Self.share(
                delta: newSize.height - oldSize.height, start: frame.minY, length: frame.height,
                end: oldSize.height - frame.maxY,
                flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
            return CGRect(x: x, y: y, width: width, height: height)
        }

        /// One axis: the new origin and length once the flexible portions took their share of `delta`.
        private static func share(delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                                  flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
            let portions = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0).map(\.1)
            guard delta != 0, !portions.isEmpty else { return (start, length) }
            let total = portions.reduce(0) { $0 + max(0, $1) }
            func part(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
                guard isFlexible else { return 0 }
                return total > 0 ? delta * max(0, value) / total : delta / CGFloat(portions.count)
            }
            return (start + part(flexible.0, start), length + part(flexible.1, length))
        }
    }
}
