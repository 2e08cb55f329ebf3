import Foundation
import TermCanvas
import TermCollectionView

/// Tells the app what the user searches for: UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search bar's text or activity changed: filter the results.
    func updateSearchResults(for searchController: SearchController)
}

/// The search field of a `SearchController`: UIKit's `UISearchBar`, drawn in the status line.
@preconcurrency @MainActor
open class SearchBar: View {
    /// What the user typed (nil before the first search).
    open var text: String?
    /// Shown in the status line while the field is empty.
    open var placeholder: String?
    /// Stored only.
    open var showsCancelButton = false
    /// Stored only.
    open var scopeButtonTitles: [String]?
}

/// Search in a navigation item: UIKit's `UISearchController`, set as `navigationItem.searchController`.
/// In the terminal the search bar is the status line, as in `less` and `vim`: `/` starts searching,
/// typed characters (and Backspace) change `searchBar.text` — `searchResultsUpdater` hears every change —
/// `Enter` keeps the filter and gives the keys back to the list, `Esc` ends the search (empty text,
/// `isActive` false). A results controller (`searchResultsController`) is stored only: the presenting
/// screen shows the results it filters, as with `nil`.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// The search bar: its `text` is what the user typed after `/`.
    public let searchBar = SearchBar(frame: .zero)
    /// Stored only (see above).
    public let searchResultsController: ViewController?
    /// Told of every change of the text or of `isActive`.
    open weak var searchResultsUpdater: SearchResultsUpdating?
    /// Whether a search is under way (from `/` until `Esc`).
    open var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }
    /// Whether keys go to the search bar (from `/` until `Enter` or `Esc`).
    public internal(set) var isTypingInSearchBar = false
    /// Stored only.
    open var obscuresBackgroundDuringPresentation = true
    /// Stored only.
    open var hidesNavigationBarDuringPresentation = true

    /// A search controller; `searchResultsController` is stored only (the presenting screen shows the results).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
    }

    /// `/` starts editing; while editing, characters and Backspace change the text, `Enter` stops
    /// editing, `Esc` ends the search. Returns whether the key was the search's.
    func handleSearchKey(_ key: Key) -> Bool {
        guard isTypingInSearchBar else {
            guard key == .character("/") else { return false }
            isTypingInSearchBar = true
            if searchBar.text == nil { searchBar.text = "" }
            isActive = true
            return true
        }
        switch key {
        case .enter:
            isTypingInSearchBar = false
        case .escape:
            isTypingInSearchBar = false
            searchBar.text = ""
            isActive = false
        case .backspace:
            guard var text = searchBar.text, !text.isEmpty else { return true }
            text.removeLast()
            change(to: text)
        case .character(let character):
            change(to: (searchBar.text ?? "") + String(character))
        default:
            break
        }
        return true
    }

    private func change(to text: String) {
        searchBar.text = text
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The status line's search field while a search is under way: `/text▏` (the placeholder, dimmed
    /// in meaning, while empty and editing).
    var statusText: String? {
        guard isActive else { return nil }
        let text = searchBar.text ?? ""
        let shown = text.isEmpty && isTypingInSearchBar ? (searchBar.placeholder ?? "") : text
        return "/" + shown + (isTypingInSearchBar ? "▏" : "")
    }
}
