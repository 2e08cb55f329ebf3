/// One step of a key script: press a key, or let virtual time pass.
public enum KeyScriptStep: Hashable, Sendable {
    /// Press `key` (one frame passes after it).
    case key(Key)
    /// Let `milliseconds` of virtual time pass, frame by frame.
    case wait(milliseconds: Int)
}
