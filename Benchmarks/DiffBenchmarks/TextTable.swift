/// Rows of cells printed in aligned columns: the first column left-aligned, the others
/// right-aligned.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    init(_ header: [String]) {
        self.header = header
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
