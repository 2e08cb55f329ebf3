import ArgumentParser

/// `--record FILE.cast` of `tcv demo` and `tcv run`: one definition, so both say it alike.
struct RecordOption: ParsableArguments {
    @Option(help: "Record the session as an asciicast v2 file (asciinema's format) that `tcv replay` checks or plays.")
    var record: String?
}
