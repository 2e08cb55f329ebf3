import Foundation

extension CollectionViewFlowLayout {
    /// UIKit's flow layout keeps the attributes it returns, and a subclass that changes them in place
    /// (`super.layoutAttributesForElements(in:)` then setting `frame`) instead of changing copies makes
    /// UIKit log, once: "UICollectionViewFlowLayout has cached frame mismatch for index path
    /// <NSIndexPath: …> {length = 2, path = 0 - 0} - cached value: …; expected value: …" and "This is
    /// likely occurring because the flow layout subclass MyLayout is modifying attributes returned by
    /// UICollectionViewFlowLayout without copying them" (the well-known console message). The changed
    /// frames are shown, as on the phone; the problem is reported once, in UIKit's words.
    func reportCachedFrameMismatch(_ attributes: CollectionViewLayoutAttributes, expected: CGRect) {
        let subclass = String(describing: type(of: self))
        collectionView?.layoutDiagnostics.report(LayoutProblem(
            category: .modifiedWithoutCopying, source: subclass, element: LayoutProblem.elementName(attributes),
            property: "layoutAttributesForElements(in:)", value: ProblemValue.of(attributes.frame),
            message: "UICollectionViewFlowLayout has cached frame mismatch for index path "
                + "\(LayoutProblem.nsIndexPathDescription(attributes.indexPath)) - cached value: \(Self.uikitString(attributes.frame)); "
                + "expected value: \(Self.uikitString(expected)). This is likely occurring because the flow layout subclass "
                + "\(subclass) is modifying attributes returned by UICollectionViewFlowLayout without copying them",
            fix: "change copies: super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }"))
    }

    /// A rectangle as UIKit's `NSStringFromCGRect` writes it: `{{x, y}, {width, height}}`.
    private static func uikitString(_ rect: CGRect) -> String {
        let number: (CGFloat) -> String = ProblemValue.of
        return "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }
}
