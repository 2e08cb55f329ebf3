import TermCanvas

/// The screen of a `CastReplay`: instead of showing a frame, compares its text with the recorded
/// frame due (`expect(_:)`), and keeps the first that differs.
@MainActor
final class RecordedFrameScreen: Screen {
    /// The recorded size: the cast's, then each recorded resize's.
    var size: CellSize
    /// How many frames have been compared.
    private(set) var framesCompared = 0
    /// The first frame drawn differently, or `nil` while every frame matched.
    private(set) var difference: CastReplay.Difference?
    private var expected: String?

    /// A screen of the cast's recorded size.
    init(size: CellSize) {
        self.size = size
    }

    /// The recorded output (escape sequences and all) the next frame must match.
    func expect(_ output: String) {
        expected = output
    }

    /// Compares `canvas` with the recorded frame due.
    func present(_ canvas: Canvas) {
        guard let output = expected.take(), difference == nil else { return }
        framesCompared += 1
        difference = CastReplay.compare(recorded: output, replayed: canvas.textLines(), frame: framesCompared)
    }
}
