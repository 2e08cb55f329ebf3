import UIKit

/// A detail screen as an iOS app writes it: a card that takes taps through a tap gesture recognizer
/// named by `#selector`, a badge over everything that lets touches through by overriding `hitTest`,
/// and the controller's `touchesBegan` for touches on the background.
class TappableCardController: UIViewController {
    private let card = UIView()
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        card.backgroundColor = .systemBlue
        card.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped)))
        view.addSubview(card)
        let badgeLayer = PassThroughView(frame: view.bounds)
        badgeLayer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(badgeLayer)
    }

    @objc private func cardTapped() {
        taps += 1
        title = "taps \(taps)"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first!.location(in: view)
        title = "background \(Int(point.x)),\(Int(point.y))"
    }
}

/// Lets every touch through to the views beneath: a common overlay for badges and banners.
class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit == self ? nil : hit
    }
}
