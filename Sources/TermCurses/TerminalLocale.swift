import Foundation

/// The C locale ncurses draws with. Without `setlocale`, ncurses runs in the "C" locale and shows
/// every non-ASCII character as an escape like `M-b`; with it, Korean, Japanese and emoji come out whole.
enum TerminalLocale {
    /// Adopts the user's locale (`LC_ALL=""`), and if its character set is not UTF-8 (an unset
    /// `LANG` in a container, say) switches character handling to `C.UTF-8` when available, since
    /// the canvas is Unicode and nearly every terminal today decodes UTF-8.
    static func activate() {
        setlocale(LC_ALL, "")
        if !isUTF8 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// Whether the current character set is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
