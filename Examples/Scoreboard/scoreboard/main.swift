// `swift run scoreboard`: a live scoreboard bound to @Observable models on a timer, on a
// headless collection view.
import ScoreboardDemo

#if canImport(Observation)
if #available(iOS 17, macOS 14, tvOS 17, *) {
    await ScoreboardStory.run { print($0) }
} else {
    print("The scoreboard needs Observation: macOS 14, iOS 17 or tvOS 17.")
}
#else
print("The scoreboard needs Observation, which this toolchain's SDK does not have.")
#endif
