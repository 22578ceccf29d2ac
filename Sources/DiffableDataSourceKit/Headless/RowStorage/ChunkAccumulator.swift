/// Elements appended in order and cut into full chunks of `size`, for the builders of the
/// table's chunked rows and row heights: each append touches one array the accumulator
/// owns, and every chunk but the last is full, so an element's chunk is found by division.
struct ChunkAccumulator<Element> {
    /// The number of elements in a chunk: the size both the table's rows and its row
    /// heights are built with (a constant, so the per-element check compiles to one compare).
    static var size: Int { 256 }
    private var size: Int { Self.size }
    /// The full chunks so far.
    private var full: [[Element]] = []
    /// The chunk being filled.
    private var chunk: [Element] = []

    /// No elements yet.
    ///
    /// - Complexity: O(1).
    init() {
        chunk.reserveCapacity(Self.size)
    }

    /// The number of elements appended.
    ///
    /// - Complexity: O(1).
    var count: Int { full.count &* Self.size &+ chunk.count }

    /// Adds an element at the end.
    ///
    /// - Complexity: amortized O(1).
    mutating func append(_ element: Element) {
        chunk.append(element)
        if chunk.count == Self.size { cut() }
    }

    /// Adds elements at the end, a chunk's worth at a time.
    ///
    /// - Complexity: O(*k*) for *k* elements.
    mutating func append(contentsOf elements: ArraySlice<Element>) {
        var start = elements.startIndex
        while start < elements.endIndex {
            let end = Swift.min(start + size - chunk.count, elements.endIndex)
            chunk.append(contentsOf: elements[start..<end])
            if chunk.count == size { cut() }
            start = end
        }
    }

    /// Adds `count` copies of an element at the end, a chunk's worth at a time.
    ///
    /// The full chunks this starts share one array (copy-on-write: a later write to one of
    /// them copies it): a table whose rows all take one height rebuilds its layout with
    /// one chunk of heights, not one per 256 rows.
    /// - Complexity: O(*k* + `count` / `size`) for the *k* ≤ 2 × `size` copies written
    ///   before and after the shared chunks.
    mutating func append(repeating element: Element, count: Int) {
        var left = count
        if !chunk.isEmpty && left > 0 {
            let taken = Swift.min(left, size - chunk.count)
            chunk.append(contentsOf: repeatElement(element, count: taken))
            if chunk.count == size { cut() }
            left -= taken
        }
        if left >= size {
            // No exact reservation here: a layout of many sections calls this once per
            // section, and an exact one would copy the list of chunks each time.
            let filled = [Element](repeating: element, count: size)
            while left >= size {
                full.append(filled)
                left -= size
            }
        }
        chunk.append(contentsOf: repeatElement(element, count: left))
    }

    /// The element at an index below `count`.
    ///
    /// - Complexity: O(1).
    subscript(index: Int) -> Element {
        get {
            let done = full.count * size
            return index >= done ? chunk[index - done] : full[index / size][index % size]
        }
        set {
            let done = full.count * size
            if index >= done { chunk[index - done] = newValue } else { full[index / size][index % size] = newValue }
        }
    }

    /// The chunks, in order; none is empty.
    ///
    /// - Complexity: O(1).
    consuming func chunks() -> [[Element]] {
        if !chunk.isEmpty { full.append(chunk) }
        return full
    }

    private mutating func cut() {
        full.append(chunk)
        chunk = []
        chunk.reserveCapacity(size)
    }
}
