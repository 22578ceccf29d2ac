/// UIKit's ways of setting what a cell shows, on the headless cell (and so on
/// ``CollectionViewCell``, a list cell): a content configuration, and the accessory by
/// UIKit's name.
extension TableViewCell {
    /// UIKit's name for the accessory type, `UITableViewCell.AccessoryType`.
    public typealias AccessoryType = Accessory

    /// The trailing accessory under UIKit's name: the same as ``accessory``.
    public var accessoryType: Accessory {
        get { accessory }
        set { accessory = newValue }
    }

    /// An empty configuration to fill and set as ``contentConfiguration``, as
    /// `UITableViewCell.defaultContentConfiguration()` and
    /// `UICollectionViewListCell.defaultContentConfiguration()`.
    ///
    /// - Complexity: O(1).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        ListContentConfiguration()
    }

    /// What the cell shows, as `contentConfiguration` on UIKit's cells: setting it sets
    /// ``text``, ``secondaryText`` and ``imageName``; reading it gives those as the cell
    /// shows them now (`nil` until a configuration was set). `nil` clears them.
    public var contentConfiguration: ListContentConfiguration? {
        get {
            guard configuredContent != nil else { return nil }
            return ListContentConfiguration(text: text, secondaryText: secondaryText, imageName: imageName)
        }
        set {
            configuredContent = newValue
            text = newValue?.text
            secondaryText = newValue?.secondaryText
            imageName = newValue?.imageName
        }
    }
}
