import Foundation

// The model of the bookshelf screen (`BookshelfViewController.swift`): shelves of books, in
// the order the reader keeps them. As the app's own code, it needs no port.

/// A shelf: a section of the screen.
public enum Shelf: String, Hashable, Sendable, CaseIterable {
    case reading = "Reading"
    case next = "Up next"
    case finished = "Finished"
}

/// A book, equal and hashed by its identifier.
public struct Book: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public var title: String
    public var author: String

    public init(id: Int, title: String, author: String) {
        self.id = id
        self.title = title
        self.author = author
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func == (lhs: Book, rhs: Book) -> Bool { lhs.id == rhs.id }
    public var description: String { "#\(id) \(title)" }
}

/// The reader's books by shelf, as the server sends them (a book may come twice) and as the
/// reader reorders them.
public final class Bookshelf: @unchecked Sendable {
    // @unchecked: read and written on the main thread only, by the screen.
    public private(set) var books: [Shelf: [Book]]
    /// Every order the reader saved by dragging, per shelf.
    public private(set) var savedOrders: [[Book]] = []

    public init(books: [Shelf: [Book]]) {
        self.books = books
    }

    /// Keeps the order the reader dragged a shelf into.
    public func save(_ order: [Book], on shelf: Shelf) {
        books[shelf] = order
        savedOrders.append(order)
    }

    /// A few books, one of which the server sent twice.
    public static func sample() -> Bookshelf {
        Bookshelf(books: [
            .reading: [
                Book(id: 1, title: "Middlemarch", author: "George Eliot"),
                Book(id: 2, title: "The Dispossessed", author: "Ursula K. Le Guin"),
            ],
            .next: [
                Book(id: 3, title: "Piranesi", author: "Susanna Clarke"),
                Book(id: 4, title: "Kindred", author: "Octavia E. Butler"),
                Book(id: 3, title: "Piranesi", author: "Susanna Clarke"),
                Book(id: 5, title: "Stoner", author: "John Williams"),
            ],
            .finished: (6...20).map { Book(id: $0, title: "Book \($0)", author: "Author \($0)") },
        ])
    }
}
