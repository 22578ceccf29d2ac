/// Where the rows of one section after a batch come from, so the table can carry their
/// heights over instead of measuring every row again: a batch that changes many rows asks
/// the delegate only for the rows it inserts, reloads or reconfigures.
enum RowOrigins {
    /// Every row of this section before the update, in the same order (a section the batch
    /// leaves alone, or moves whole).
    case section(Int)
    /// Rows the batch creates (an inserted or reloaded section): each is measured.
    case created
    /// For each row, the row it was before the update, as an index over all rows in table
    /// order (section by section); `measure` for a row to measure (inserted, reloaded or
    /// reconfigured).
    case rows([Int])

    /// A row the batch (re)creates or reconfigures, in `rows`.
    static var measure: Int { -1 }
}
