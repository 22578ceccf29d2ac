/// A paging server as real ones behave: pages overlap (new posts arrived since the last
/// request, so the next page starts with posts already sent), a page repeats a post inside
/// itself, an edited post comes back with a new title, and one post has an id that is not a
/// number (a JSON decoder with a non-conforming float strategy turns "NaN" into one).
public struct FeedServer: Sendable {
    public init() {}

    /// The page after `cursor` (0 for the first): its posts and the next cursor.
    public func page(after cursor: Int) -> (posts: [Post], next: Int)? {
        switch cursor {
        case 0:
            return ((1...6).map { Post(Double($0), "Post \($0)") }, 1)
        case 1:
            // Two new posts pushed the list down: 5 and 6 come again, 6 with an edit, and
            // 8 twice in this page.
            return (
                [
                    Post(5, "Post 5"), Post(6, "Post 6 (edited)"), Post(7, "Post 7"), Post(8, "Post 8"),
                    Post(8, "Post 8 (again)"), Post(9, "Post 9"), Post(.nan, "A post without a valid id"),
                ], 2
            )
        case 2:
            return ((10...13).map { Post(Double($0), "Post \($0)") }, 3)
        default:
            return nil
        }
    }
}
