import ArgumentParser

/// `tcv` / `tcv gallery`: every demo in a collection view; Enter opens one, `q` comes back.
struct GalleryCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Open the demo gallery (the default).")

    func run(in context: CommandContext) throws {
        let screen = try context.screens.screen(for: ScreenRequest(name: "gallery"))
        try finish(with: LiveSession(screen: screen, presentation: PresentationOptions.parse([])).run())
    }
}
