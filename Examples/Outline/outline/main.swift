// `swift run outline`: the music library as an outline (genres > artists > songs) on a
// headless collection view, step by step: taps on disclosures, the section snapshot
// handlers, a collapse that remembers, a veto, lazy loading, and a section snapshot apply.
import OutlineDemo

MainActor.assumeIsolated {
    for line in OutlineRenderer.transcript() { print(line) }
}
