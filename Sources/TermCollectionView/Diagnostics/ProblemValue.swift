import Foundation

/// How values appear in reports: whole numbers without ".0", anything else as Swift prints it
/// (`nan`, `inf`, `1e+19`), so the bad value reads as it was set.
enum ProblemValue {
    static func of(_ rect: CGRect) -> String {
        "(\(of(rect.origin.x)), \(of(rect.origin.y)), \(of(rect.width)), \(of(rect.height)))"
    }

    static func of(_ point: CGPoint) -> String { "(\(of(point.x)), \(of(point.y)))" }

    static func of(_ size: CGSize) -> String { "(\(of(size.width)), \(of(size.height)))" }

    static func of(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) <= DrawableGeometry.maximumMagnitude ? String(Int(value)) : "\(value)"
    }
}
