// `swift run feed`: an infinite feed whose server repeats posts, on a headless table.
import FeedDemo

MainActor.assumeIsolated {
    FeedStory.run { print($0) }
}
