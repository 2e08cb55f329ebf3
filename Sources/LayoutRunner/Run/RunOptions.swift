import Foundation
import TermCanvas
import TermCollectionView

/// What a generated `tcv run` program was asked to do. `tcv` checks the user's options and passes
/// them on in this fixed form:
/// `--mode live|snapshot|trace|replay|fuzz --size WxH --keys K --sections S --items N [--item-size WxH]
/// (--device NAME | --cells) [--cell-aspect X] [--ansi|--svg] [--record FILE --command TEXT] [--cast FILE] [--live]
/// [--progress FILE] [--present] [--hide-status] [--script FILE]`, and for `fuzz`
/// `--seed N --runs N --steps N --frame-budget MS --name NAME --replay-options TEXT`.
public struct RunOptions: Equatable, Sendable {
    /// Live in the terminal, one headless frame, the headless call trace, a recorded session again, or
    /// headless fuzzing.
    public enum Mode: String, Sendable {
        case live, snapshot, trace, replay, fuzz
    }

    /// What to do.
    public var mode: Mode = .live
    /// The headless screen size (snapshot, trace); live runs use the terminal's.
    public var size = CellSize(width: 80, height: 24)
    /// The key script of a headless run, in vim notation (`KeyScript`).
    public var keys = ""
    /// Sections of the generated data source.
    public var sections = 3
    /// Items per section of the generated data source.
    public var items = 30
    /// `itemSize` for a flow layout; `nil` keeps the layout's own.
    public var itemSize: CGSize?
    /// The device whose width in points the terminal's width shows (`Device.named`).
    public var device = Device.defaultPhone
    /// One point per cell instead of a device (`--cells`).
    public var cells = false
    /// A cell's height over its width; nil: the terminal's where it reports one, else 2.
    public var cellAspect: CGFloat?
    /// Whether the app runs right to left (`--right-to-left`).
    public var rightToLeft = false
    /// Whether a snapshot prints colours and styles as ANSI escape codes, or is an SVG picture.
    public var ansi = false
    /// Whether a snapshot is an SVG picture (`--format svg`).
    public var svg = false
    /// Live: where to write the session as an asciicast, and the command its header names.
    public var record: String?
    /// The command the recording's header names (`tcv run Layout.swift --items 30`).
    public var command = ""
    /// Replay: the asciicast to play, and whether in the terminal (else headless, comparing frames).
    public var cast: String?
    /// Whether the replay plays in the terminal at the recorded pace (`tcv replay --live`).
    public var live = false
    /// The fuzzer's settings (`tcv fuzz FILE.swift`).
    public var fuzz = FuzzSettings()
    /// Presenter chrome, as `tcv demo --present` draws it: pressed keys in a badge, the status line
    /// hidden, a demo script (a file of captions and keys Space steps through).
    public var present = false
    /// Whether the status line is hidden (`--hide-status`).
    public var hideStatus = false
    /// The demo script Space steps through (`--script FILE`), if any.
    public var script: String?
    /// Where a headless run (fuzz, snapshot) writes its progress for a watcher outside the process
    /// (`ProgressLog`); nil for none.
    public var progress: String?
    /// Live under `tcv run --watch`: the file the program restores its screen from at start and saves
    /// it to when asked to make way for a rebuild (`WatchedScreenState`); the notice file beside it.
    public var watchState: String?
    /// Live: where the session's input goes, in `--keys` notation, as it happens (`InputLog`): after
    /// a crash `tcv` turns it into a `tcv snapshot … --keys …` that replays the session.
    public var inputLog: String?

    /// What `tcv fuzz` asks of the fuzzer, and how it names the file in its report.
    public struct FuzzSettings: Equatable, Sendable {
        /// The first session's seed; session r uses seed + r.
        public var seed: UInt64 = 1
        /// Sessions to play.
        public var runs = 100
        /// Actions per session.
        public var steps = 40
        /// The most a frame's input handling, layout and drawing may take, in milliseconds.
        public var frameBudget: Double = 250
        /// The file as the user named it, for the report's header and the replay command.
        public var name = ""
        /// The replay command's data options (`--sections 1 --items 40`, each with a leading space).
        public var replayOptions = ""

        /// `tcv fuzz`'s defaults: seed 1, 100 runs of 40 actions, 250 ms per frame.
        public init() {}
    }

    /// The defaults: live, 80×24, no keys, 3 sections of 30 items, the layout's own item size.
    public init() {}

    /// Parses the arguments `tcv` passes (never typed by a person, so a bad one is a plain error).
    public init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = remaining.popFirst() else { throw RunOptionsError("\(flag) needs a value") }
            return next
        }
        while let flag = remaining.popFirst() {
            switch flag {
            case "--mode":
                let text = try value(flag)
                guard let mode = Mode(rawValue: text) else { throw RunOptionsError("unknown mode \(text)") }
                self.mode = mode
            case "--size":
                let text = try value(flag)
                guard let size = CellSize(parsing: text) else { throw RunOptionsError("bad --size \(text)") }
                self.size = size
            case "--keys": keys = try value(flag)
            case "--sections": sections = try Self.count(value(flag), flag)
            case "--items": items = try Self.count(value(flag), flag)
            case "--item-size":
                let text = try value(flag)
                guard let size = Self.size(text) else { throw RunOptionsError("bad --item-size \(text)") }
                itemSize = size
            case "--device":
                let text = try value(flag)
                guard let named = Device.named(text) else { throw RunOptionsError("unknown --device \(text)") }
                device = named
            case "--cells": cells = true
            case "--cell-aspect":
                let text = try value(flag)
                guard let aspect = Double(text), aspect > 0, aspect.isFinite else { throw RunOptionsError("bad --cell-aspect \(text)") }
                cellAspect = CGFloat(aspect)
            case "--right-to-left": rightToLeft = true
            case "--ansi": ansi = true
            case "--svg": svg = true
            case "--record": record = try value(flag)
            case "--command": command = try value(flag)
            case "--cast": cast = try value(flag)
            case "--live": live = true
            case "--seed":
                let text = try value(flag)
                guard let seed = UInt64(text) else { throw RunOptionsError("bad --seed \(text)") }
                fuzz.seed = seed
            case "--runs": fuzz.runs = try Self.count(value(flag), flag)
            case "--steps": fuzz.steps = try Self.count(value(flag), flag)
            case "--frame-budget":
                let text = try value(flag)
                guard let budget = Double(text), budget > 0, budget.isFinite else { throw RunOptionsError("bad --frame-budget \(text)") }
                fuzz.frameBudget = budget
            case "--name": fuzz.name = try value(flag)
            case "--progress": progress = try value(flag)
            case "--present": present = true
            case "--hide-status": hideStatus = true
            case "--script": script = try value(flag)
            case "--replay-options": fuzz.replayOptions = try value(flag)
            case "--watch-state": watchState = try value(flag)
            case "--input-log": inputLog = try value(flag)
            default: throw RunOptionsError("unknown argument \(flag)")
            }
        }
    }

    /// The arguments that parse back to these options.
    public var arguments: [String] {
        var result = ["--mode", mode.rawValue, "--size", "\(size.width)x\(size.height)", "--keys", keys,
                      "--sections", String(sections), "--items", String(items)]
        if let itemSize {
            // Full precision, so a fractional size reaches the program exactly.
            result += ["--item-size", "\(Double(itemSize.width))x\(Double(itemSize.height))"]
        }
        result += cells ? ["--cells"] : ["--device", device.name]
        if let cellAspect { result += ["--cell-aspect", String(Double(cellAspect))] }
        if rightToLeft { result.append("--right-to-left") }
        if ansi { result.append("--ansi") }
        if svg { result.append("--svg") }
        if let record { result += ["--record", record, "--command", command] }
        if let cast { result += ["--cast", cast] }
        if live { result.append("--live") }
        if let progress { result += ["--progress", progress] }
        if present { result.append("--present") }
        if hideStatus { result.append("--hide-status") }
        if let script { result += ["--script", script] }
        if let watchState { result += ["--watch-state", watchState] }
        if let inputLog { result += ["--input-log", inputLog] }
        if mode == .fuzz {
            result += ["--seed", String(fuzz.seed), "--runs", String(fuzz.runs), "--steps", String(fuzz.steps),
                       "--frame-budget", String(fuzz.frameBudget), "--name", fuzz.name, "--replay-options", fuzz.replayOptions]
        }
        return result
    }

    /// How points map onto the terminal: one point per cell, or the device with the given cell
    /// aspect, else `reportedAspect` (the live terminal's), else `ScreenScaling.defaultCellAspect`.
    public func screenScaling(reportedAspect: CGFloat? = nil) -> ScreenScaling {
        cells ? .cells : .device(device, cellAspect: cellAspect ?? reportedAspect ?? ScreenScaling.defaultCellAspect)
    }

    /// `WxH` with positive numbers (fractions allowed: a layout may use them).
    public static func size(_ text: String) -> CGSize? {
        guard let (widthText, heightText) = CellSize.dimensions(in: text), let width = Double(widthText), let height = Double(heightText),
              width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func count(_ text: String, _ flag: String) throws -> Int {
        guard let number = Int(text), number >= 0 else { throw RunOptionsError("\(flag) needs a whole number ≥ 0, got \(text)") }
        return number
    }
}

/// A malformed argument to a generated program.
public struct RunOptionsError: Error, CustomStringConvertible {
    /// The problem, naming the flag.
    public let description: String
    init(_ description: String) { self.description = description }
}
