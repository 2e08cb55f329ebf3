import Foundation

/// A device whose screen tcv imitates: its width in points (mapped onto the terminal's width), its
/// full portrait size, pixels per point and idiom — what `UIScreen.main` and a view's
/// `traitCollection` report while it is shown.
///
/// Sizes are Apple's published portrait screen sizes in points (Human Interface Guidelines, "Layout",
/// device screen sizes).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's `UIUserInterfaceIdiom` for the devices listed here.
    public enum Idiom: Int, Hashable, Sendable {
        case phone, pad
    }

    /// The name `--device` takes (`iphone-16`).
    public let name: String
    /// The portrait screen size in points.
    public let screenSize: CGSize
    /// Pixels per point: `UIScreen.main.scale` and `traitCollection.displayScale`.
    public let displayScale: CGFloat
    /// Phone or pad.
    public let idiom: Idiom

    /// A device of that name, portrait screen size in points, pixels per point and idiom.
    public init(name: String, screenSize: CGSize, displayScale: CGFloat, idiom: Idiom) {
        self.name = name
        self.screenSize = screenSize
        self.displayScale = displayScale
        self.idiom = idiom
    }

    /// The device as reports print it: its name, its size in points and its scale, such as `iphone-16 (393×852 points, @3x)`.
    public var description: String {
        "\(name) (\(Int(screenSize.width))×\(Int(screenSize.height)) points, @\(Int(displayScale))x)"
    }

    /// The size classes of this device's full screen in portrait, as UIKit reports them: compact
    /// width and regular height on an iPhone, regular both ways on an iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass { idiom == .pad ? .regular : .compact }
    /// The height size class in portrait: `.regular` on every device.
    public var verticalSizeClass: UserInterfaceSizeClass { .regular }

    // Apple's published portrait sizes in points and pixels per point.
    /// iPhone SE (3rd generation): 375 × 667 points, @2x.
    public static let iPhoneSE = Device(name: "iphone-se", screenSize: CGSize(width: 375, height: 667), displayScale: 2, idiom: .phone)
    /// iPhone 16: 393 × 852 points, @3x.
    public static let iPhone16 = Device(name: "iphone-16", screenSize: CGSize(width: 393, height: 852), displayScale: 3, idiom: .phone)
    /// iPhone 16 Pro: 402 × 874 points, @3x.
    public static let iPhone16Pro = Device(name: "iphone-16-pro", screenSize: CGSize(width: 402, height: 874), displayScale: 3, idiom: .phone)
    /// iPhone 16 Pro Max: 440 × 956 points, @3x.
    public static let iPhone16ProMax = Device(name: "iphone-16-pro-max", screenSize: CGSize(width: 440, height: 956), displayScale: 3, idiom: .phone)
    /// iPad mini (A17 Pro): 744 × 1133 points, @2x.
    public static let iPadMini = Device(name: "ipad-mini", screenSize: CGSize(width: 744, height: 1133), displayScale: 2, idiom: .pad)
    /// iPad Air 11-inch: 820 × 1180 points, @2x.
    public static let iPadAir11 = Device(name: "ipad-air-11", screenSize: CGSize(width: 820, height: 1180), displayScale: 2, idiom: .pad)
    /// iPad Pro 13-inch: 1032 × 1376 points, @2x.
    public static let iPadPro13 = Device(name: "ipad-pro-13", screenSize: CGSize(width: 1032, height: 1376), displayScale: 2, idiom: .pad)

    /// The phone `tcv run` shows a file on unless told otherwise: about 390 points wide, as most
    /// UIKit code is written for.
    public static let defaultPhone = iPhone16

    /// Every device `--device` knows, phones first.
    public static let all: [Device] = [iPhoneSE, iPhone16, iPhone16Pro, iPhone16ProMax, iPadMini, iPadAir11, iPadPro13]

    /// The device of that name (case does not matter), or nil.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name.lowercased() }
    }
}
