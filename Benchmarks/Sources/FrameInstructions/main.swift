import CollectionViewScenarios
import Foundation

// Runs one scenario `count` times inside `measuredRuns`, for instruction counting under callgrind
// (`--collect-atstart=no --toggle-collect='*measuredRuns*'`), where perf counters are unavailable:
// callgrind counts only what runs inside that function, so building the scenario is left out.
// Usage: FrameInstructions <scenario name> <count>, or FrameInstructions --list.

@inline(never)
@MainActor
func measuredRuns(_ scenario: any FrameScenario, count: Int) {
    for _ in 0..<count {
        scenario.run()
    }
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--list" {
    for definition in ScenarioCatalog.all { print(definition.name) }
    exit(0)
}
guard arguments.count == 2, let definition = ScenarioCatalog.definition(named: arguments.first!),
      let count = Int(arguments.last!), count > 0 else {
    FileHandle.standardError.write(Data("usage: FrameInstructions <scenario name> <count>  (names: --list)\n".utf8))
    exit(2)
}
let scenario = definition.make()
measuredRuns(scenario, count: count)
print("\(definition.name): \(count) runs, \(scenario.elementsOnScreen) elements on screen")
