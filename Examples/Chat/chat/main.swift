// `swift run chat`: a conversation that keeps the reader's place, on a headless table.
import ChatDemo

MainActor.assumeIsolated {
    ChatStory.run { print($0) }
}
