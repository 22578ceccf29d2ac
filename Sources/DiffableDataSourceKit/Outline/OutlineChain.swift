/// A chain of new siblings that a ``ListSectionSnapshot`` mutator is linking: their
/// parent's slot, the slot before the first of them, and the first and last so far.
///
/// Not generic, like ``OutlineLinks``, so building a chain costs array accesses only.
struct OutlineChain {
    let parent: Int32
    let previous: Int32
    var first = OutlineLinks.none
    var last = OutlineLinks.none

    init(parent: Int32, previous: Int32) {
        self.parent = parent
        self.previous = previous
    }

    /// Adds a new slot at the end of the chain.
    mutating func append(_ slot: Int32, in links: inout [OutlineLinks]) {
        links[Int(slot)].parent = parent
        if last >= 0 {
            links[Int(slot)].previous = last
            links[Int(last)].next = slot
        } else {
            links[Int(slot)].previous = previous
            first = slot
        }
        last = slot
    }
}
