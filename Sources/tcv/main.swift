import Foundation
import TCVCommands

// tcv: the demo gallery, single demos live, headless snapshots, and the user's layout files, each
// through the one command tree (`TCVCommandLine`). Only here does the process end.
exit(MainActor.assumeIsolated { TCVCommandLine.main(showing: DemoScreens()) })
