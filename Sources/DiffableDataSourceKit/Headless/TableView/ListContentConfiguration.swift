/// What a list cell shows, as `UIListContentConfiguration`: its text, secondary text and
/// image name. Set it as a cell's ``TableViewCell/contentConfiguration`` to show it:
///
///     var content = cell.defaultContentConfiguration()
///     content.text = song.title
///     content.secondaryText = song.artist
///     cell.contentConfiguration = content
public struct ListContentConfiguration: Hashable, Sendable {
    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The name of the image shown, as an SF Symbol or asset name would be.
    public var imageName: String?

    /// Creates a configuration; an empty one shows nothing.
    public init(text: String? = nil, secondaryText: String? = nil, imageName: String? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.imageName = imageName
    }
}
