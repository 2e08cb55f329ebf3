import Foundation

/// How values appear in reports: whole numbers without ".0", anything else as Swift prints it
/// (`nan`, `inf`, `1e+19`), so the bad value reads as it was set.
package enum ProblemValue {
    package static func of(_ rect: CGRect) -> String {
        "(\(of(rect.origin.x)), \(of(rect.origin.y)), \(of(rect.width)), \(of(rect.height)))"
    }

    package static func of(_ point: CGPoint) -> String { "(\(of(point.x)), \(of(point.y)))" }

    package static func of(_ size: CGSize) -> String { "(\(of(size.width)), \(of(size.height)))" }

    package static func of(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) <= DrawableGeometry.maximumMagnitude ? String(Int(value)) : "\(value)"
    }
}
