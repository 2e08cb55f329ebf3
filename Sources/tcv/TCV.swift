import ArgumentParser

/// `tcv`: the demo gallery, single demos live, headless snapshots.
@main
struct TCV: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tcv",
        abstract: "UIKit's collection view, simulated in the terminal.",
        discussion: "Without a subcommand, opens the demo gallery.",
        subcommands: [GalleryCommand.self, DemoCommand.self, ListCommand.self, SnapshotCommand.self, RunCommand.self,
                      TraceCommand.self],
        defaultSubcommand: GalleryCommand.self
    )
}
