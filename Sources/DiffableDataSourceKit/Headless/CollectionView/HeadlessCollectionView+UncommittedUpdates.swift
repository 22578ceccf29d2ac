extension HeadlessCollectionView {
    /// Refuses a reload while a drag or drop is uncommitted, in the collection view's words,
    /// as the internal table would in its own: Apple documents that a reload then deletes
    /// the drop's placeholders and recreates items from the data source.
    ///
    /// - Returns: Whether the reload was refused (kept as ``lastUpdateError``).
    func refusesReloadWhileUncommitted() -> Bool {
        guard hasUncommittedUpdates else { return false }
        list.refuse(BatchUpdateError.uncommittedChanges("reload the data").inCollectionViewWords())
        return true
    }
}
