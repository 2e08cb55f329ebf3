import Foundation
import TermCanvas
import TermCollectionView

/// The scroll views of a screen without a collection view to drive — a detail screen's scroll view,
/// a text view — and the scrolling every scroll view shares. Each scrolls on its own, as UIKit's do,
/// and runs its drag, settle and spring-back on the clock's tickers (`ScrollView+FrameTicking.swift`).
///
/// - The wheel goes to the innermost scroll view under the pointer that can move its way
///   (`handleWheel`, `ViewController+CollectionViewInput.swift`), as a pan goes to the innermost
///   scroll view under the finger: a row inside a cell takes the sideways wheel while the up-down
///   wheel still scrolls the list.
/// - The scroll keys go to the scroll view around the first responder, which scrolls itself (the
///   responder chain brings it the key), else to the driven collection view, else (a screen without
///   one) to the tree's first scroll view that can move that way.
extension ViewController {
    /// A scroll key on a screen without a collection view that no scroll view in the responder chain
    /// took (those scroll themselves, in `ScrollView.pressesBegan(_:with:)`): the first scroll view
    /// breadth first that can move that way — a detail screen's, with nothing focused in it. False
    /// when none takes it.
    func handleTreeKey(_ key: Key) -> Bool {
        guard isViewLoaded, let command = ScrollCommand(key: key) else { return false }
        let canMove = { (view: View) in (view as? ScrollView)?.canScroll(along: command) == true }
        guard let first = canMove(view) ? view : view.firstSubview(breadthFirstWhere: canMove),
              let scrollView = first as? ScrollView else { return false }
        return scroll(scrollView, command)
    }

    /// Performs `command` on `scrollView` as the user's scrolling, on the window's clock (which then
    /// ticks it until it rests).
    func scroll(_ scrollView: ScrollView, _ command: ScrollCommand) -> Bool {
        scrollView.scroll(command, clock: clock, screenScale: screenScale)
    }
}
