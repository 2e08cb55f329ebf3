import TermCanvas

extension CommandContext {
    /// The screen a headless command (`snapshot`, `trace`) shows NAME on, the process's screen set up
    /// for `size` first; or nil when NAME is a `.swift` file under `tcv`, which then ran the command
    /// line in the files' program, watching each step for `--time-limit` (its status is the command's,
    /// thrown when it is not 0).
    func headlessScreen(_ name: String, layoutOptions: LayoutFileOptions, size: CellSize) throws -> AppScreen? {
        let request = try layoutOptions.request(for: name)
        if let entry = screens.programEntry, LayoutFileRun.isFile(name) {
            try finish(with: LayoutFileRun.run(
                files: [name], layoutOptions: layoutOptions, entry: entry, arguments: arguments,
                showing: .init(screen: size.description, layoutOptions: layoutOptions),
                watch: .headless(timeLimit: layoutOptions.checkedTimeLimit(default: 10))))
            return nil
        }
        request.prepareProcess(headlessSize: size)
        return try screens.screen(for: request)
    }
}
