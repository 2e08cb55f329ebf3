import Foundation

/// Lets a headless run (`tcv snapshot`, `trace`) see the app's `DispatchQueue.main.asyncAfter`
/// deadlines, as it sees Foundation `Timer`s on the run loop: in the copy of a file, each call
/// `DispatchQueue.main.asyncAfter(` becomes `DispatchQueue.main.tcvAsyncAfter(` (UIKitCompat), which
/// records the deadline and schedules the block as `asyncAfter` does. A `<Wait>` over the deadline
/// then waits for it in real time, so a "loading…" screen that resolves after a second shows its
/// data in a snapshot taken with `<Wait:1500>`. Code, not comments or strings, is rewritten; lines
/// stay, a column after the call moves by three.
enum MainQueueRewrite {
    static let call = "DispatchQueue.main.asyncAfter("
    static let replacement = "DispatchQueue.main.tcvAsyncAfter("

    /// `text` with the main queue's `asyncAfter` calls rewritten.
    static func text(_ text: String) -> String {
        guard text.contains(call) else { return text }
        let code = SwiftSource(text).code
        var result = ""
        var remaining = text[...], remainingCode = code[...]
        while let range = remainingCode.range(of: call) {
            let offset = remainingCode.distance(from: remainingCode.startIndex, to: range.lowerBound)
            let start = remaining.index(remaining.startIndex, offsetBy: offset)
            result += remaining[..<start] + replacement
            remaining = remaining[remaining.index(start, offsetBy: call.count)...]
            remainingCode = remainingCode[range.upperBound...]
        }
        return result + remaining
    }
}
