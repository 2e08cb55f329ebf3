import CNcurses
import Foundation

/// The shape of the terminal's character cell, as the terminal reports it: what makes a square in
/// points square on screen (see `ScreenScaling.device`).
public enum TerminalCellAspect {
    /// A cell's height over its width from the terminal's pixel size (`TIOCGWINSZ`'s `ws_xpixel` and
    /// `ws_ypixel`) on standard output, else standard input; nil where the terminal reports no pixels
    /// (tmux and many emulators do not) or the value is not a plausible cell (between 1 and 4).
    public static func reported() -> CGFloat? {
        for descriptor in [STDOUT_FILENO, STDIN_FILENO] {
            let aspect = cnc_cell_aspect(descriptor)
            if aspect >= 1 && aspect <= 4 { return CGFloat(aspect) }
        }
        return nil
    }
}
