/// What a table has around its rows: the scroll view's insets and the table's header and
/// footer views. Plain storage; `HeadlessTableView+ScrollView.swift` and
/// `HeadlessTableView+TableHeaderFooter.swift` give it meaning.
struct TableChrome {
    var contentInset = HeadlessEdgeInsets.zero
    var safeAreaInsets = HeadlessEdgeInsets.zero
    var headerView: HeadlessView?
    var footerView: HeadlessView?
}
