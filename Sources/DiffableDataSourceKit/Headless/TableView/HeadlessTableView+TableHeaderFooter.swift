import Foundation

extension HeadlessTableView {
    /// A view above the rows, as `UITableView.tableHeaderView`: its frame's height comes
    /// before the first section, moving every row down; `nil` by default.
    ///
    /// - Complexity: O(*v*) for the visible rows laid out again.
    public var tableHeaderView: HeadlessView? {
        get { chrome.headerView }
        set {
            chrome.headerView = newValue
            layoutVisibleRows()
        }
    }

    /// A view below the rows, as `UITableView.tableFooterView`: its frame's height comes
    /// after the last section. `HeadlessView()` (UIKit's idiom for hiding the empty rows'
    /// separators) adds no height. `nil` by default.
    ///
    /// - Complexity: O(*v*) for the visible rows laid out again.
    public var tableFooterView: HeadlessView? {
        get { chrome.footerView }
        set {
            chrome.footerView = newValue
            layoutVisibleRows()
        }
    }
}
