/// Where the rows of one section after a batch come from, so the table can carry their
/// heights over instead of measuring every row again: a batch that changes many rows asks
/// the delegate only for the rows it inserts, reloads or reconfigures.
enum RowOrigins {
    /// Every row of this section before the update, in the same order (a section the batch
    /// leaves alone, or moves whole).
    case section(Int)
    /// Rows the batch creates (an inserted or reloaded section): each is measured.
    case created
    /// Each row's height carried over from the row it was before the update, except the
    /// rows in `measuring` (ascending; inserted, reloaded or reconfigured), whose entry in
    /// `heights` is a placeholder. Both are empty when the batch carries no height (every
    /// row has the table's own height).
    case carried(heights: [Double], measuring: [Int])
}
