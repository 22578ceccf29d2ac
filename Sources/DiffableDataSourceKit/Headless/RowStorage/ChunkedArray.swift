/// A random-access sequence stored in chunks of a few hundred elements, so that inserting
/// or removing one element in the middle of a million moves a few hundred elements and a
/// few thousand chunk starts instead of every later element.
///
///     var rows = ChunkedArray(Array(0..<1_000_000))
///     rows.insert(-1, at: 500_000)      // moves at most 512 elements
///     rows[500_000]                     // -1
///
/// ## Implementation details
/// The elements are kept in order in chunks of 1 to `2 * chunkSize` elements (none empty),
/// with the index of each chunk's first element in `starts`. So, for *n* elements in
/// *c* ≈ *n* / `chunkSize` chunks of *b* ≤ `2 * chunkSize` elements:
/// - building from an array is O(*n*); iterating is O(*n*);
/// - reading or writing an element is O(log *c*): a binary search of `starts`, after a
///   guess by proportion that is right in O(1) while chunks are near equal in size;
/// - inserting or removing an element is O(log *c* + *b* + *c*): the chunk's elements after
///   it move, and the starts of the later chunks shift (integers, no reference counting);
///   splitting a full chunk or dropping an empty one adds O(*c*);
/// - appending is amortized O(1).
/// With `chunkSize` 256, a million rows make about 4,000 chunks. A copy shares the chunks;
/// the first mutation of a shared copy copies the chunk list, O(*c*), and the one chunk it
/// edits, O(*b*), never all the elements.
struct ChunkedArray<Element> {
    /// The elements in order; no chunk is empty.
    private var chunks: [[Element]] = []
    /// `starts[i]` is the index of the first element of `chunks[i]`.
    private var starts: [Int] = []
    /// The number of elements.
    private(set) var count = 0

    /// The elements in order, chunk by chunk (shared, not copied), for a caller that walks
    /// them in order and reads each in place: without an optional per element, as an
    /// iterator returns, a walk over a million records copies each once, not twice.
    ///
    /// - Complexity: O(1).
    var chunkArrays: [[Element]] { chunks }

    /// The number of chunks, for tests.
    ///
    /// - Complexity: O(1).
    var chunkCount: Int { chunks.count }

    /// Chunks are built with this many elements and split at twice as many.
    static var chunkSize: Int { ChunkAccumulator<Element>.size }

    /// An empty sequence.
    ///
    /// - Complexity: O(1).
    init() {}

    /// The elements of a sequence, in order.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    init(_ elements: some Sequence<Element>) {
        var accumulated = ChunkAccumulator<Element>()
        for element in elements { accumulated.append(element) }
        self.init(accumulated)
    }

    /// The elements of chunks built elsewhere, in order: each holds 1 to `2 * chunkSize`
    /// elements (empty ones are dropped).
    ///
    /// - Complexity: O(*c*) for *c* chunks.
    init(chunks: [[Element]]) {
        for chunk in chunks where !chunk.isEmpty { appendChunk(chunk) }
    }

    /// The elements of an accumulator, in its chunks: the way to build a long sequence
    /// element by element, since each append there touches one array the accumulator owns,
    /// where ``append(_:)`` reaches into the list of chunks.
    ///
    /// - Complexity: O(*c*) for *c* chunks.
    init(_ accumulated: consuming ChunkAccumulator<Element>) {
        for chunk in accumulated.chunks() { appendChunk(chunk) }
    }

    /// Inserts an element so that it ends up at `index` (`count` appends it).
    ///
    /// - Complexity: O(log *c* + *b* + *c*); appending is amortized O(1).
    mutating func insert(_ element: Element, at index: Int) {
        guard index < count, !chunks.isEmpty else { return append(element) }
        let (chunk, offset) = locate(index)
        chunks[chunk].insert(element, at: offset)
        count += 1
        starts._shiftStarts(after: chunk, by: 1)
        if chunks[chunk].count > 2 * Self.chunkSize {
            let upper = Array(chunks[chunk][Self.chunkSize...])
            chunks[chunk].removeSubrange(Self.chunkSize...)
            chunks.insert(upper, at: chunk + 1)
            starts.insert(starts[chunk] + Self.chunkSize, at: chunk + 1)
        }
    }

    /// Adds an element at the end.
    ///
    /// - Complexity: amortized O(1).
    mutating func append(_ element: Element) {
        if let last = chunks.indices.last, chunks[last].count < 2 * Self.chunkSize {
            chunks[last].append(element)
            count += 1
        } else {
            // Only a long sequence starts a second chunk; give it its final size at once,
            // as growing it by doubling moves it several times into fresh memory.
            var chunk: [Element] = []
            if !chunks.isEmpty { chunk.reserveCapacity(2 * Self.chunkSize) }
            chunk.append(element)
            appendChunk(chunk)
        }
    }

    /// Removes and returns the element at `index`, which must be in range.
    ///
    /// - Complexity: O(log *c* + *b* + *c*).
    @discardableResult
    mutating func remove(at index: Int) -> Element {
        let (chunk, offset) = locate(index)
        let element = chunks[chunk].remove(at: offset)
        count -= 1
        starts._shiftStarts(after: chunk, by: -1)
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            starts.remove(at: chunk)
        }
        return element
    }

    /// Changes every element in place, in order.
    ///
    /// - Complexity: O(*n*).
    mutating func updateEach(_ body: (inout Element) -> Void) {
        for chunk in chunks.indices {
            for offset in chunks[chunk].indices { body(&chunks[chunk][offset]) }
        }
    }

    /// Adds a non-empty chunk at the end.
    private mutating func appendChunk(_ chunk: [Element]) {
        starts.append(count)
        chunks.append(chunk)
        count += chunk.count
    }

    /// The chunk holding an index in range, and the index's offset in it.
    ///
    /// - Complexity: O(log *c*).
    private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        let chunk = starts._chunk(containing: index, chunkCount: starts.count, total: count)
        return (chunk, index - starts[chunk])
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The element at an index in range.
    ///
    /// - Complexity: O(log *c*).
    subscript(index: Int) -> Element {
        get {
            let (chunk, offset) = locate(index)
            return chunks[chunk][offset]
        }
        set {
            let (chunk, offset) = locate(index)
            chunks[chunk][offset] = newValue
        }
    }

    /// Walks the chunks in order, without a search per element.
    struct Iterator: IteratorProtocol {
        fileprivate let chunks: [[Element]]
        fileprivate var chunk = 0
        fileprivate var offset = 0

        /// - Complexity: O(1).
        mutating func next() -> Element? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    offset += 1
                    return chunks[chunk][offset - 1]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    /// - Complexity: O(1); the whole iteration is O(*n*).
    func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
