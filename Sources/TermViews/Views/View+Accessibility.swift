import Foundation

/// UIKit's `UIAccessibilityTraits`: what an element is, for assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt64
    /// Traits from a bit mask.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = AccessibilityTraits([])
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Static text.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A header.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// Not enabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Adjustable (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
}

/// The accessibility properties UIKit code sets on views, for VoiceOver and for UI tests. A terminal has
/// no screen reader here, so they are stored only — kept, and readable by tests that look a view up by
/// its `accessibilityIdentifier`.
extension View {
    /// Stored only: what VoiceOver would say for the view.
    public var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? AccessibilityProperties.defaults.label }
        set { accessibility.label = newValue }
    }
    /// Stored only: what VoiceOver would say after the label.
    public var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? AccessibilityProperties.defaults.hint }
        set { accessibility.hint = newValue }
    }
    /// Stored only: the element's value for VoiceOver.
    public var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? AccessibilityProperties.defaults.value }
        set { accessibility.value = newValue }
    }
    /// Stored only: the name UI tests find the view by.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier ?? AccessibilityProperties.defaults.identifier }
        set { accessibility.identifier = newValue }
    }
    /// Stored only: what the element is.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage?.traits ?? AccessibilityProperties.defaults.traits }
        set { accessibility.traits = newValue }
    }
    /// Stored only: whether VoiceOver treats the view as one element.
    public var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? AccessibilityProperties.defaults.isElement }
        set { accessibility.isElement = newValue }
    }
    /// Stored only: whether VoiceOver skips the view's subviews.
    public var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? AccessibilityProperties.defaults.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
}

extension View {
    /// The stored accessibility properties, made on first use.
    fileprivate var accessibility: AccessibilityProperties {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityProperties()
        accessibilityStorage = storage
        return storage
    }
}

/// The stored accessibility properties of one view (a class: one reference in the view, made when set).
final class AccessibilityProperties {
    /// The values of a view that set none.
    nonisolated(unsafe) static let defaults = AccessibilityProperties()

    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits = AccessibilityTraits.none
    var isElement = false
    var elementsHidden = false
}
