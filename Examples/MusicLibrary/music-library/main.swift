// `swift run music-library` tells the kit's story step by step;
// `swift run music-library --interactive` lets you drive the table with the keyboard.
import Foundation
import MusicLibraryDemo

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(MusicLibraryCommand.usage)
} else {
    let code = MusicLibraryCommand.run(arguments: arguments)
    if code != 0 { exit(code) }
}
