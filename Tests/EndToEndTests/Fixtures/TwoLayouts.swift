import UIKit

// `class CommentedLayout: UICollectionViewLayout` in a comment is not a candidate.
class BaseLayout: UICollectionViewLayout {}

/// Subclasses of BaseLayout: BaseLayout itself is a base, not a candidate.
class LeftLayout: BaseLayout {}

class RightLayout: BaseLayout {}
