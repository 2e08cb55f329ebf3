import Foundation

extension TerminalColor {
    /// The red, green and blue (0…1) this colour is taken to show: xterm's default palette, the common
    /// reference for the eight ANSI colours (terminals let users change them, so no choice is exact).
    public var referenceRGB: (red: Double, green: Double, blue: Double) {
        switch self {
        case .black: (0, 0, 0)
        case .red: (205 / 255, 0, 0)
        case .green: (0, 205 / 255, 0)
        case .yellow: (205 / 255, 205 / 255, 0)
        case .blue: (0, 0, 238 / 255)
        case .magenta: (205 / 255, 0, 205 / 255)
        case .cyan: (0, 205 / 255, 205 / 255)
        case .white: (229 / 255, 229 / 255, 229 / 255)
        }
    }

    /// The terminal colour closest to the sRGB colour `(red, green, blue)` (components 0…1, clamped):
    /// the smallest CIE76 difference in CIELAB (D65), so the choice follows how different colours look
    /// rather than raw RGB distance — (0, 0.48, 1), UIKit's systemBlue, is blue, not cyan. A clearly
    /// coloured input (chroma above `chromaticThreshold`) that lands on white or black — a medium blue
    /// (0.25, 0.47, 0.85) is nearer the palette's light grey than its deep blue — takes the colour of
    /// nearest hue instead: a tint must not turn grey.
    public static func nearest(red: Double, green: Double, blue: Double) -> TerminalColor {
        let target = LabColor(red: red, green: green, blue: blue)
        var best = TerminalColor.black
        var bestDistance = Double.infinity
        for (color, lab) in paletteLab {
            let distance = target.squaredDistance(to: lab)
            if distance < bestDistance {
                best = color
                bestDistance = distance
            }
        }
        guard best == .white || best == .black, target.chroma > chromaticThreshold else { return best }
        return paletteLab.filter { $0.0 != .white && $0.0 != .black }
            .min { target.hueDistance(to: $0.1) < target.hueDistance(to: $1.1) }?.0 ?? best
    }

    /// The chroma (CIELAB C*) above which a colour counts as coloured rather than grey.
    static let chromaticThreshold = 40.0

    private static let paletteLab: [(TerminalColor, LabColor)] = allCases.map { color in
        let rgb = color.referenceRGB
        return (color, LabColor(red: rgb.red, green: rgb.green, blue: rgb.blue))
    }
}

/// A colour in CIELAB (D65 white), where Euclidean distance approximates perceived difference.
private struct LabColor: Sendable {
    let l: Double
    let a: Double
    let b: Double

    /// From sRGB components (0…1, clamped): linearize, convert to XYZ, then to L*a*b*.
    init(red: Double, green: Double, blue: Double) {
        func linear(_ component: Double) -> Double {
            let c = min(max(component, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29.0
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
        }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        self.b = 200 * (f(y) - f(z))
    }

    /// How saturated the colour looks: C* = √(a*² + b*²).
    var chroma: Double { (a * a + b * b).squareRoot() }

    /// The angle between the two colours' hues, 0…π.
    func hueDistance(to other: LabColor) -> Double {
        let difference = abs(atan2(b, a) - atan2(other.b, other.a))
        return difference > .pi ? 2 * .pi - difference : difference
    }

    func squaredDistance(to other: LabColor) -> Double {
        (l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)
    }
}
