extension Array {
    /// `count` elements the caller writes before reading them (trivial element types only).
    ///
    /// Never the storage of the shared empty array: `init(unsafeUninitializedCapacity: 0)`
    /// writes that storage's header, and two threads doing so at once (a diff off the main
    /// thread, a batch on it) is a race the thread sanitizer reports.
    ///
    /// - Complexity: O(1) plus the allocation.
    @inlinable
    init(uninitializedCount count: Int) {
        self.init(unsafeUninitializedCapacity: Swift.max(count, 1)) { _, initialized in initialized = count }
    }
}
