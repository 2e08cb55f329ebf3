// A TV-guide (electronic programme guide) layout in the usual UIKit shape: channels down, time across,
// both directions scrolling; channel names pinned to the left edge and the time ruler to the top;
// a "now" line as a decoration view. Only the import line differs from the iOS original.
import UIKitCompat

protocol ProgramGuideLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, layout: ProgramGuideLayout, startMinuteForProgramAt indexPath: IndexPath) -> Int
    func collectionView(_ collectionView: UICollectionView, layout: ProgramGuideLayout, durationForProgramAt indexPath: IndexPath) -> Int
}

class NowIndicatorView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class ProgramGuideLayout: UICollectionViewLayout {
    static let channelHeaderKind = "ChannelHeader"
    static let timeHeaderKind = "TimeHeader"
    static let nowIndicatorKind = "NowIndicator"

    weak var delegate: ProgramGuideLayoutDelegate?

    let minuteWidth: CGFloat
    let channelHeight: CGFloat
    let channelHeaderWidth: CGFloat = 8
    let timeHeaderHeight: CGFloat = 1
    let hoursShown = 3
    let minutesPerTimeSlot = 30
    var nowMinute = 70

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    init(minuteWidth: CGFloat, channelHeight: CGFloat) {
        self.minuteWidth = minuteWidth
        self.channelHeight = channelHeight
        super.init()
        register(NowIndicatorView.self, forDecorationViewOfKind: ProgramGuideLayout.nowIndicatorKind)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var timeSlotCount: Int {
        return hoursShown * 60 / minutesPerTimeSlot
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let channels = collectionView.numberOfSections
        contentSize = CGSize(width: channelHeaderWidth + CGFloat(hoursShown * 60) * minuteWidth,
                             height: timeHeaderHeight + CGFloat(channels) * channelHeight)
        for channel in 0..<channels {
            let (_, timeline) = rowRect(forChannel: channel).divided(atDistance: channelHeaderWidth, from: .minXEdge)
            for program in 0..<collectionView.numberOfItems(inSection: channel) {
                let indexPath = IndexPath(item: program, section: channel)
                let start = delegate?.collectionView(collectionView, layout: self, startMinuteForProgramAt: indexPath) ?? 0
                let duration = delegate?.collectionView(collectionView, layout: self, durationForProgramAt: indexPath) ?? 30
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: timeline.minX + CGFloat(start) * minuteWidth, y: timeline.minY,
                                          width: CGFloat(duration) * minuteWidth, height: timeline.height)
                cache.append(attributes)
            }
        }
    }

    private func rowRect(forChannel channel: Int) -> CGRect {
        return CGRect(x: 0, y: timeHeaderHeight + CGFloat(channel) * channelHeight,
                      width: contentSize.width, height: channelHeight)
    }

    override var collectionViewContentSize: CGSize {
        return contentSize
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributesInRect = cache.filter { $0.frame.intersects(rect) }
        guard let collectionView = collectionView else { return attributesInRect }
        if let now = layoutAttributesForDecorationView(ofKind: ProgramGuideLayout.nowIndicatorKind, at: IndexPath(item: 0, section: 0)),
           now.frame.intersects(rect) {
            attributesInRect.append(now)
        }
        for channel in 0..<collectionView.numberOfSections {
            if let header = layoutAttributesForSupplementaryView(ofKind: ProgramGuideLayout.channelHeaderKind, at: IndexPath(item: 0, section: channel)),
               header.frame.intersects(rect) {
                attributesInRect.append(header)
            }
        }
        for slot in 0..<timeSlotCount {
            if let header = layoutAttributesForSupplementaryView(ofKind: ProgramGuideLayout.timeHeaderKind, at: IndexPath(item: slot, section: 0)),
               header.frame.intersects(rect) {
                attributesInRect.append(header)
            }
        }
        return attributesInRect
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView = collectionView else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        let offset = collectionView.contentOffset
        switch elementKind {
        case ProgramGuideLayout.channelHeaderKind:
            // Pinned to the left edge while the guide scrolls sideways.
            let (header, _) = rowRect(forChannel: indexPath.section).divided(atDistance: channelHeaderWidth, from: .minXEdge)
            attributes.frame = header.offsetBy(dx: max(0, offset.x), dy: 0)
            attributes.zIndex = 2
        case ProgramGuideLayout.timeHeaderKind:
            // Pinned to the top edge while the guide scrolls down.
            let slotWidth = CGFloat(minutesPerTimeSlot) * minuteWidth
            attributes.frame = CGRect(x: channelHeaderWidth + CGFloat(indexPath.item) * slotWidth, y: max(0, offset.y),
                                      width: slotWidth, height: timeHeaderHeight)
            attributes.zIndex = 2
        default:
            return nil
        }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == ProgramGuideLayout.nowIndicatorKind else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: channelHeaderWidth + CGFloat(nowMinute) * minuteWidth, y: timeHeaderHeight,
                                  width: 1, height: contentSize.height - timeHeaderHeight)
        attributes.zIndex = 1
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}
