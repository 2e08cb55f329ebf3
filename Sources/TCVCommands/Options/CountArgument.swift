import TermCollectionView

/// Parses a count flag (`--items`, `--sections`): a whole number written as `1000000`, `1_000_000`
/// or a power such as `2^40` or `10^6`, within what the collection view can hold, so that a count the
/// geometry cannot represent is refused here with the flag's name rather than reported later as the
/// generated data source's fault.
enum CountArgument {
    /// The count `text` names, or `nil` when it is not a whole number ≥ 0 in one of the forms above.
    static func value(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let parts = digits.split(separator: "^", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return Int(digits).flatMap { $0 >= 0 ? $0 : nil }
        case 2:
            guard let base = Int(parts[0]), let exponent = Int(parts[1]), base >= 0, exponent >= 0 else { return nil }
            return power(base, exponent)
        default:
            return nil
        }
    }

    /// `value(text)`, or one line naming the flag, its range and an example, and exit status 1.
    static func parse(_ text: String, flag: String, maximum: Int) throws -> Int {
        guard let count = value(text), count <= maximum else {
            throw CommandFailure(
                "invalid \(flag) \(CommandFailure.quote(text)): expected a whole number from 0 to \(maximum)\(powerOfTwo(maximum)), "
                    + "e.g. 1000, 1_000_000 or 2^20")
        }
        return count
    }

    /// Most items a section of the generated data source may have: what the collection view holds.
    static let maximumItems = CollectionView.maximumNumberOfItemsInSection
    /// Most sections of the generated data source.
    static let maximumSections = CollectionView.maximumNumberOfSections

    private static func power(_ base: Int, _ exponent: Int) -> Int? {
        var result = 1
        for _ in 0..<exponent {
            let (product, overflow) = result.multipliedReportingOverflow(by: base)
            if overflow { return nil }
            result = product
            if result == 0 || result == 1 { break }
        }
        return result
    }

    private static func powerOfTwo(_ value: Int) -> String {
        value > 0 && value & (value - 1) == 0 && value >= 1024 ? " (2^\(value.trailingZeroBitCount))" : ""
    }
}
