import Foundation
import TermViews
import XCTest

/// Core Animation's matrix conventions (row vectors, `Concat(a, b) = a · b` = a then b, the helpers
/// prepend their operation: "t' = translate(tx, ty, tz) * t"), checked against hand-computed matrices.
final class CATransform3DTests: XCTestCase {
    /// `[x y z 1] · t`, divided by w.
    private func apply(_ t: CATransform3D, x: CGFloat, y: CGFloat, z: CGFloat) -> [CGFloat] {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return [(x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
                (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
                (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w]
    }

    private func assertEntries(_ t: CATransform3D, _ rows: [[CGFloat]], file: StaticString = #filePath, line: UInt = #line) {
        let actual = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
                      [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        for row in 0..<4 {
            for column in 0..<4 {
                XCTAssertEqual(actual[row][column], rows[row][column], accuracy: 1e-12,
                               "m\(row + 1)\(column + 1) of \(t)", file: file, line: line)
            }
        }
    }

    func test_identity_and_the_zero_initializer() {
        assertEntries(CATransform3DIdentity, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        // The imported C struct's empty initializer is all zeros on iOS, not the identity.
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()))
        XCTAssertEqual(CATransform3D().m11, 0)
    }

    func test_translation_lives_in_the_fourth_row_and_scale_on_the_diagonal() {
        assertEntries(CATransform3DMakeTranslation(1, 2, 3), [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [1, 2, 3, 1]])
        assertEntries(CATransform3DMakeScale(2, 3, 4), [[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 4, 0], [0, 0, 0, 1]])
        XCTAssertEqual(apply(CATransform3DMakeTranslation(1, 2, 3), x: 10, y: 10, z: 10), [11, 12, 13])
    }

    // S · T: the fourth row is [0 0 0 1]·T = [10 0 0 1]; T · S: [10 0 0 1]·S = [20 0 0 1].
    func test_concat_applies_the_first_argument_first() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        assertEntries(CATransform3DConcat(scale, move), [[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]])
        assertEntries(CATransform3DConcat(move, scale), [[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [20, 0, 0, 1]])
        XCTAssertEqual(apply(CATransform3DConcat(scale, move), x: 1, y: 1, z: 0), [12, 2, 0])
    }

    // A full product, entry by entry: rows of a times columns of b.
    func test_concat_multiplies_every_entry() {
        let a = CATransform3D(m11: 1, m12: 2, m13: 0, m14: 0, m21: 0, m22: 1, m23: 3, m24: 0,
                              m31: 0, m32: 0, m33: 1, m34: -0.5, m41: 4, m42: 0, m43: 0, m44: 1)
        let b = CATransform3D(m11: 2, m12: 0, m13: 0, m14: 0, m21: 1, m22: 1, m23: 0, m24: 0,
                              m31: 0, m32: 5, m33: 1, m34: 0, m41: 0, m42: 0, m43: 7, m44: 1)
        // row 1 [1 2 0 0]: [1·2+2·1, 2·1, 0, 0] = [4 2 0 0]
        // row 2 [0 1 3 0]: [1, 1+3·5, 3, 0] = [1 16 3 0]
        // row 3 [0 0 1 -0.5]: [0, 5, 1 − 0.5·7 = −2.5, −0.5·1 = −0.5]
        // row 4 [4 0 0 1]: [8, 0, 7, 1]
        assertEntries(CATransform3DConcat(a, b), [[4, 2, 0, 0], [1, 16, 3, 0], [0, 5, -2.5, -0.5], [8, 0, 7, 1]])
    }

    // "t' = translate(tx, ty, tz) * t": the translation happens in t's input space, as CGAffineTransform's translatedBy.
    func test_translate_scale_and_rotate_prepend_their_operation() {
        let scaled = CATransform3DMakeScale(2, 2, 1)
        assertEntries(CATransform3DTranslate(scaled, 5, 0, 0), [[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]])
        let moved = CATransform3DMakeTranslation(5, 0, 0)
        assertEntries(CATransform3DScale(moved, 2, 3, 1), [[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 1, 0], [5, 0, 0, 1]])
        let rotated = CATransform3DRotate(moved, .pi / 2, 0, 0, 1)
        XCTAssertEqual(CATransform3DGetAffineTransform(rotated).tx, 5)
        XCTAssertEqual(apply(rotated, x: 1, y: 0, z: 0)[0], 5, accuracy: 1e-12)
        XCTAssertEqual(apply(rotated, x: 1, y: 0, z: 0)[1], 1, accuracy: 1e-12)
        let affine = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0).rotated(by: 0.3)
        let viaCA = CATransform3DRotate(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0), 0.3, 0, 0, 1)
        let projected = CATransform3DGetAffineTransform(viaCA)
        for (lhs, rhs) in zip([projected.a, projected.b, projected.c, projected.d, projected.tx, projected.ty],
                              [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]) {
            XCTAssertEqual(lhs, rhs, accuracy: 1e-12)
        }
    }

    // About z: cos sin / −sin cos, as CGAffineTransform(rotationAngle:). About y by 90°: x goes to −z
    // (m13 = −1) and z to x (m31 = 1), the right-handed rotation.
    func test_rotation_matrices_about_the_axes() {
        assertEntries(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), [[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        assertEntries(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), [[0, 0, -1, 0], [0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1]])
        assertEntries(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), [[1, 0, 0, 0], [0, 0, 1, 0], [0, -1, 0, 0], [0, 0, 0, 1]])
        let c = CGFloat(cos(0.4)), s = CGFloat(sin(0.4))
        let cg = CGAffineTransform(rotationAngle: 0.4)
        assertEntries(CATransform3DMakeRotation(0.4, 0, 0, 1), [[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        XCTAssertEqual(cg.b, s, accuracy: 1e-12)
        // The axis is normalized; a zero axis gives the identity.
        XCTAssertEqual(CATransform3DMakeRotation(0.4, 0, 0, 5), CATransform3DMakeRotation(0.4, 0, 0, 1))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(0.4, 0, 0, 0)))
        // About the diagonal (1,1,1) by 120°, the axes cycle: x → y.
        let cycle = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        let mapped = apply(cycle, x: 1, y: 0, z: 0)
        XCTAssertEqual(mapped[0], 0, accuracy: 1e-12)
        XCTAssertEqual(mapped[1], 1, accuracy: 1e-12)
        XCTAssertEqual(mapped[2], 0, accuracy: 1e-12)
    }

    func test_affine_conversion_both_ways() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        assertEntries(t, [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]])
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        var perspective = CATransform3DMakeScale(2, 3, 1)
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        // The projection drops depth and perspective.
        XCTAssertEqual(CATransform3DGetAffineTransform(perspective), CGAffineTransform(scaleX: 2, y: 3))
    }

    func test_equality_is_entry_by_entry() {
        var a = CATransform3DMakeScale(2, 2, 1)
        let b = CATransform3DMakeScale(2, 2, 1)
        XCTAssertTrue(CATransform3DEqualToTransform(a, b))
        XCTAssertEqual(a, b)
        a.m34 = -0.002
        XCTAssertFalse(CATransform3DEqualToTransform(a, b))
        XCTAssertNotEqual(a, b)
    }
}
