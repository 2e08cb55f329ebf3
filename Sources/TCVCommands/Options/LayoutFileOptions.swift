import Foundation
import ArgumentParser
import TermCanvas
import TermCollectionView
import LayoutQA

/// The options of a layout file run (`tcv run`, and `tcv snapshot`/`tcv trace` given a `.swift` file).
struct LayoutFileOptions: ParsableArguments {
    // `.unconditional`: the next argument is the value even when it starts with "-", so `--items -1`
    // gets the one-line range error instead of argument-parser's "Missing value".
    @Option(name: .customLong("items"), parsing: .unconditional, help: ArgumentHelp(
        "Items per section of the generated data source (default: 30); for the list demos, their count.",
        discussion: "A whole number up to 2^40, written 1000000, 1_000_000 or 2^20.", valueName: "count"))
    var itemsArgument: String?

    @Option(name: .customLong("sections"), parsing: .unconditional, help: ArgumentHelp(
        "Sections of the generated data source (default: 3, at most 1000000).", valueName: "count"))
    var sectionsArgument: String?

    /// `--items` as a count (nil when not given), or a one-line error.
    func items() throws -> Int? {
        try itemsArgument.map { try CountArgument.parse($0, flag: "--items", maximum: CountArgument.maximumItems) }
    }

    /// `--sections` as a count (3 when not given), checked like `items`.
    func sections() throws -> Int {
        try sectionsArgument.map { try CountArgument.parse($0, flag: "--sections", maximum: CountArgument.maximumSections) } ?? 3
    }

    @Option(help: "itemSize for a flow layout, as WxH (points).")
    var itemSize: String?

    @Option(help: ArgumentHelp(
        "The device whose screen width in points fills the terminal's width (default: \(Device.defaultPhone.name)).",
        discussion: "One of: " + Device.all.map(\.description).joined(separator: ", ") + ".",
        valueName: "name"))
    var device: String?

    @Flag(help: "One point per cell, for layouts written for the terminal (instead of a device's width).")
    var cells = false

    @Option(help: ArgumentHelp(
        "A terminal cell's height over its width (default: the terminal's, where it reports its pixel size, else 2).",
        valueName: "ratio"))
    var cellAspect: Double?

    @Option(help: "The layout or controller class to show when the files have several.")
    var layout: String?

    @Option(name: .customLong("with"), help: "Another .swift file to compile along (repeatable).")
    var otherFiles: [String] = []

    @Flag(help: "Run right to left, as a phone set to Arabic or Hebrew: layouts that flip (flow layouts) show mirrored.")
    var rightToLeft = false

    @Flag(help: "When your code crashes, print Swift's whole backtrace instead of tcv's summary.")
    var backtrace = false

    @Option(help: ArgumentHelp(
        "Seconds one step (snapshot, trace) or one action (fuzz) may run before your code counts as hung (default: 10; fuzz: 2).",
        valueName: "seconds"))
    var timeLimit: Double?

    /// `--time-limit`, or `fallback`; a value that is not a positive number stops with one line.
    func checkedTimeLimit(default fallback: Double) throws -> Double {
        guard let timeLimit else { return fallback }
        guard timeLimit > 0, timeLimit.isFinite else { throw CommandFailure("--time-limit takes a positive number of seconds, got \(timeLimit)") }
        return timeLimit
    }

    /// The screen NAME names with these options: a file's data, item size and scale, or a demo's count
    /// (`--items` is the list demos' count), the options a demo cannot take refused with one line.
    /// `reportedAspect` is the live terminal's cell aspect, where it reports one.
    func request(for name: String, reportedAspect: CGFloat? = nil) throws -> ScreenRequest {
        guard LayoutFileRun.isFile(name) else {
            var request = ScreenRequest(name: name)
            request.items = try items()
            request.rightToLeft = rightToLeft
            try rejectForDemo(name)
            return request
        }
        return try request(forFile: name, reportedAspect: reportedAspect)
    }

    /// The screen of the file `path` with these options (`tcv run`'s files, whatever their names).
    func request(forFile path: String, reportedAspect: CGFloat? = nil) throws -> ScreenRequest {
        var request = ScreenRequest(name: path)
        request.items = try items()
        request.rightToLeft = rightToLeft
        request.sections = try sections()
        if let itemSize {
            guard let size = Self.pointSize(itemSize) else {
                throw CommandFailure("invalid --item-size \"\(itemSize)\": expected WxH with positive numbers, e.g. 16x3")
            }
            request.itemSize = size
        }
        request.scaling = try screenScaling(reportedAspect: reportedAspect)
        return request
    }

    /// How points map onto the terminal: one point per cell (`--cells`), or the device with the given
    /// cell aspect, else `reportedAspect`, else `ScreenScaling.defaultCellAspect`.
    private func screenScaling(reportedAspect: CGFloat?) throws -> ScreenScaling {
        if cells, device != nil { throw CommandFailure("--cells and --device contradict each other: choose one") }
        if cells { return .cells }
        var named = Device.defaultPhone
        if let device {
            guard let found = Device.named(device) else {
                throw CommandFailure("unknown --device \"\(device)\": choose one of " + Device.all.map(\.name).joined(separator: ", "))
            }
            named = found
        }
        if let cellAspect, !(cellAspect > 0 && cellAspect.isFinite) {
            throw CommandFailure("invalid --cell-aspect \(cellAspect): a cell's height over its width, a positive number such as 2")
        }
        return .device(named, cellAspect: cellAspect.map { CGFloat($0) } ?? reportedAspect ?? ScreenScaling.defaultCellAspect)
    }

    /// Refuses, with one line, the options that shape a generated data source or a device's scale,
    /// which a demo (written for the terminal, one point per cell) does not have.
    private func rejectForDemo(_ name: String) throws {
        let given = [sectionsArgument != nil ? "--sections" : nil, itemSize.map { _ in "--item-size" },
                     layout.map { _ in "--layout" }, otherFiles.isEmpty ? nil : "--with", backtrace ? "--backtrace" : nil,
                     timeLimit.map { _ in "--time-limit" }].compactMap { $0 }
        if let first = given.first { throw CommandFailure("\(first) applies to .swift layout files, not to the demo \"\(name)\"") }
        let scaling = [device.map { _ in "--device" }, cells ? "--cells" : nil, cellAspect.map { _ in "--cell-aspect" }].compactMap { $0 }
        if let first = scaling.first {
            throw CommandFailure("\(first) applies to .swift layout files; the demo \"\(name)\" is written for the terminal, one point per cell")
        }
    }

    /// The options as typed, for a cast's command (`tcv run FILE.swift --record`): `tcv replay` parses them back.
    var recordedArguments: [String] {
        var arguments = ["--items", itemsArgument ?? "30", "--sections", sectionsArgument ?? "3"]
        if let itemSize { arguments += ["--item-size", itemSize] }
        if let layout { arguments += ["--layout", layout] }
        arguments += otherFiles.flatMap { ["--with", $0] }
        if let device { arguments += ["--device", device] }
        if cells { arguments.append("--cells") }
        if let cellAspect { arguments += ["--cell-aspect", String(cellAspect)] }
        if rightToLeft { arguments.append("--right-to-left") }
        return arguments
    }

    /// The same options as shell words, each with a leading space, for the `tcv snapshot FILE.swift`
    /// command that replays a fuzz failure on the same screen.
    var replayOptions: String {
        recordedArguments.map { " " + ShellWord.quoted($0) }.joined()
    }

    /// `WxH` in points, both positive (fractions allowed: a layout may use them), split as `--size` is.
    private static func pointSize(_ text: String) -> CGSize? {
        guard let (widthText, heightText) = CellSize.dimensions(in: text), let width = Double(widthText), let height = Double(heightText),
              width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width, height: height)
    }
}
