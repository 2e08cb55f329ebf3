import TermCanvas

extension Asciicast {
    /// What a replay does at an event's time: play an input step (a key, the mouse, a resize), or
    /// draw a frame and compare it with the recorded output.
    enum Action {
        case step(KeyScriptStep)
        case frame(String)
    }

    /// The events as actions, in order: an `"i"` event's token may hold several steps, an `"r"`
    /// event is a resize; codes a replay does not use (markers) are skipped, a malformed size too.
    func actions() throws -> [(time: Double, action: Action)] {
        var result: [(time: Double, action: Action)] = []
        for event in events {
            switch event.code {
            case "i": result += try KeyScript.parse(event.data).map { (event.time, .step($0)) }
            case "r": if let size = CellSize(parsing: event.data) { result.append((event.time, .step(.resize(size)))) }
            case "o": result.append((event.time, .frame(event.data)))
            default: break
            }
        }
        return result
    }

}

extension TerminalApp {
    /// Delivers a recorded step as the run loop would; returns the new size after a resize. A wait
    /// does nothing: the recorded times already hold it.
    @discardableResult
    func play(_ step: KeyScriptStep) -> CellSize? {
        switch step {
        case .key(let key): handle(.key(key))
        case .mouse(let mouse): handle(.mouse(mouse))
        case .resize(let size): setScreenSize(size); return size
        case .wait: break
        }
        return nil
    }
}
