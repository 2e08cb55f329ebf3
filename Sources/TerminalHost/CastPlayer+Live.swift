import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

extension CastPlayer {
    /// `tcv replay FILE.cast --live`: plays `cast` for the screen `name` in the terminal, then, once the
    /// terminal is restored, says how far it got, and returns the exit status (0; 128 + n after signal
    /// n, e.g. Ctrl-C; 1 when the cast cannot be played).
    public static func playLive(_ cast: Asciicast, path: String, name: String, make: (FrameClock) -> TerminalApp) -> Int32 {
        let clock = SystemClock()
        let player: CastPlayer
        do {
            player = try CastPlayer(cast: cast, app: make(clock), clock: clock)
        } catch {
            ToolOutput.error("\(ToolOutput.quote(path)): \(error)")
            return 1
        }
        return LiveTerminal.run(player, clock: clock) { _ in
            let seconds = { (time: Double) in String(format: "%.1f s", time) }
            let played = "\(player.inputsPlayed) of \(player.inputCount) input(s)"
            // Stopped by q, Ctrl-C or another signal, or played to the end (or to the recorded `q`).
            let ending = player.isFinished && !player.wasStopped ? "played \(seconds(min(player.elapsed, player.duration)))"
                : "stopped at \(seconds(player.elapsed)) of \(seconds(player.duration))"
            ToolOutput.write("replay \(name): \(ending), \(played), drawn at \(player.recordedSize.width)x\(player.recordedSize.height)\n")
        }
    }
}
