import UIKit

/// An onboarding screen as an iOS app writes it: a paging scroll view whose delegate is the
/// controller, pages laid out with Auto Layout against the scroll view's content and frame guides,
/// and a page control the delegate keeps in step.
class OnboardingPagesController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let pageControl = UIPageControl()
    private let titles = ["Welcome", "Sync", "Done"]

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        pageControl.numberOfPages = titles.count
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: pageControl.topAnchor),
            pageControl.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pageControl.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pageControl.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            pageControl.heightAnchor.constraint(equalToConstant: 1),
        ])
        var previous: UILabel?
        for title in titles {
            let page = UILabel()
            page.text = title
            page.textAlignment = .center
            page.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(page)
            NSLayoutConstraint.activate([
                page.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                page.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                page.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
                page.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? scrollView.contentLayoutGuide.leadingAnchor),
            ])
            previous = page
        }
        previous?.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor).isActive = true
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        title = titles[pageControl.currentPage]
    }
}
