extension JungleCup {
    /// A strength out of 99 as a bar of `█` and `░` plus the number: "████████░░ 81".
    enum StrengthBar {
        static func text(_ strength: Int, width: Int) -> String {
            let clamped = min(max(strength, 0), 99)
            let filled = (clamped * width + 50) / 100
            return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + " \(clamped)"
        }
    }
}
