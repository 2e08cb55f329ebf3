import Foundation

#if canImport(QuartzCore)
@_exported import QuartzCore
#else
/// A 4×4 homogeneous transform, as Core Animation defines it (QuartzCore is absent on Linux).
///
/// Core Animation's conventions, kept exactly so layout code computes the same matrices as on iOS:
/// points are **row vectors** multiplied on the left, `[x y z 1] · M`, so the translation lives in
/// `m41 m42 m43` and the perspective term in `m34` (`t.m34 = -1 / distance`, then w = `z·m34 + m44`);
/// `CATransform3DConcat(a, b)` is the product `a · b`, which applies `a` first, then `b`. The upper-left
/// 2×2 block and `m41 m42` are a `CGAffineTransform`'s `a b c d tx ty`, so a transform that stays in
/// the plane converts both ways without loss (`CATransform3DMakeAffineTransform`,
/// `CATransform3DGetAffineTransform`).
///
/// The terminal draws flat: layout attributes and views draw the affine projection
/// (`CATransform3DGetAffineTransform`) — depth (`m13 m23 m31 m32 m33 m43`) and perspective (`m14 m24 m34`) are
/// stored and compared, not drawn.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1: where the x axis goes (`m11 m12` are `CGAffineTransform`'s `a b`); `m14` is perspective.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: where the y axis goes (`m21 m22` are `c d`); `m24` is perspective.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: where the z axis goes; `m34` is the perspective term (`-1 / eye distance`).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (`m41 m42` are `tx ty`) and the homogeneous `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform of all zeros, as the imported C struct's `CATransform3D()` is on iOS (not the
    /// identity: use `CATransform3DIdentity`).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The four rows, for arithmetic.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// A transform from four rows of four entries.
    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The sixteen entries row by row, rows separated by semicolons.
    public var description: String {
        "CATransform3D(" + rows.map { $0.map { "\($0)" }.joined(separator: " ") }.joined(separator: "; ") + ")"
    }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are equal entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

// MARK: - Making transforms

/// A translation by `(tx, ty, tz)`: `[tx ty tz 1]` in the fourth row.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)` on the diagonal.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the vector `(x, y, z)`, which is normalized first. About the
/// z axis it is `CGAffineTransform(rotationAngle:)`: `m11 = cos`, `m12 = sin`, `m21 = −sin`, `m22 = cos`.
/// Core Animation leaves a zero-length axis undefined; here it gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = CGFloat(Foundation.cos(Double(angle)))
    let s = CGFloat(Foundation.sin(Double(angle)))
    let k = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors.
    return CATransform3D(
        m11: c + x * x * k, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
        m21: x * y * k - z * s, m22: c + y * y * k, m23: y * z * k + x * s, m24: 0,
        m31: x * z * k + y * s, m32: y * z * k - x * s, m33: c + z * z * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

// MARK: - Combining transforms

/// `a · b`: `a` applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let left = a.rows
    let right = b.rows
    let product = (0..<4).map { row in
        (0..<4).map { column in
            (0..<4).reduce(CGFloat(0)) { sum, k in sum + left[row][k] * right[k][column] }
        }
    }
    return CATransform3D(rows: product)
}

/// `t` preceded by a translation: `translation · t`, so the translation happens in `t`'s input space.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale: `scale · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation: `rotation · t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

// MARK: - Affine transforms

/// The 3D transform that does what `m` does in the plane: `a b c d tx ty` in `m11 m12 m21 m22 m41 m42`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// Whether `t` acts only in the plane, so `CATransform3DGetAffineTransform` represents it exactly.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

extension CATransform3D {
    /// The bounding box of `rect` (in the plane z = 0) seen through the transform, perspective
    /// included: each corner is mapped and divided by its `w`, as Core Animation projects a layer.
    /// `nil` when a corner falls behind the eye (`w` ≤ 0), which Core Animation does not draw either.
    package func projectedBoundingBox(of rect: CGRect) -> CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let w = x * m14 + y * m24 + m44
            guard w > 0 else { return nil }
            let px = (x * m11 + y * m21 + m41) / w, py = (x * m12 + y * m22 + m42) / w
            minX = Swift.min(minX, px); maxX = Swift.max(maxX, px)
            minY = Swift.min(minY, py); maxY = Swift.max(maxY, py)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The affine part of `t`: `m11 m12 m21 m22 m41 m42`. Exact when `CATransform3DIsAffine(t)`; otherwise
/// (Core Animation leaves the result undefined) it is the orthographic projection of the plane z = 0,
/// depth and perspective dropped. What the terminal draws is the whole projection, perspective
/// included (`View.frame`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
#endif
