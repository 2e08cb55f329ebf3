import Foundation
import TermCanvas

/// UIKit's `UIVisualEffect`: what a `VisualEffectView` does to what lies beneath it.
@preconcurrency @MainActor
open class VisualEffect: NSObject {}

/// UIKit's `UIBlurEffect`: a terminal cannot blur, so the content beneath shows dimmed — the frosted
/// look a blur gives it — in every style (the style is kept).
@preconcurrency @MainActor
open class BlurEffect: VisualEffect {
    /// UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The style it was made with.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
    }
}

/// UIKit's `UIVibrancyEffect`: stored only (a terminal's text has no vibrancy); the view's content
/// draws as it is.
@preconcurrency @MainActor
open class VibrancyEffect: VisualEffect {
    /// UIKit's `UIVibrancyEffectStyle`.
    public enum Style: Int, Sendable { case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator }

    /// The blur it goes with.
    public let blurEffect: BlurEffect
    /// Its style.
    public let style: Style

    /// Vibrancy for content over `blurEffect`, of `style`.
    public init(blurEffect: BlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// UIKit's `UIVisualEffectView`: an effect over what lies beneath, and a `contentView` for what is drawn
/// on it. Add subviews to `contentView`, as in UIKit. A blur dims the cells beneath the view (the
/// frosted look in a terminal); vibrancy changes nothing.
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// The effect; nil draws nothing of its own.
    open var effect: VisualEffect?
    /// The view to add content to, filling this one.
    public let contentView = View(frame: .zero)

    /// A view with `effect`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addFillingSubview(contentView)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addFillingSubview(contentView)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addFillingSubview(contentView)
    }

    /// A blur dims what was drawn beneath the view.
    open override func draw(in context: DrawingContext) {
        guard effect is BlurEffect else { return }
        context.modifyStyle { $0.isDim = true }
    }
}
