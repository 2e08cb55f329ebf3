import Foundation
import TermCanvas

/// A view showing a `ListContentConfiguration`: UIKit's `UIListContentView`, for code that places
/// list content in its own views. It draws the configuration as a list cell would.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    /// The list configuration shown.
    open var listConfiguration: ListContentConfiguration
    /// The configuration, as `ContentView` reads it.
    open var configuration: ContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? ListContentConfiguration { listConfiguration = list } }
    }

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    open override func draw(in context: DrawingContext) {
        listConfiguration.draw(in: context, style: .plain)
    }
}
