#!/usr/bin/env bash
# Checks the README's "Install" section as a reader would use it: takes the consumer
# manifest marked `<!-- check-install: manifest -->` from README.md, writes it into a
# throw-away package in a temporary directory next to a link named DiffableDataSourceKit
# that points at this checkout (so its `.package(path: "../DiffableDataSourceKit")` finds
# it), adds a source file that uses the library, and builds it with its own scratch path.
# Then it checks that the build compiled neither the benchmark nor the demo (they are not
# products, so a consumer must never build them), and that the manifest also loads with
# the published-URL line marked `<!-- check-install: url -->` in place of the path line.
#
#   bash scripts/check-install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
checkout=$PWD

# The first ```swift block after a marker line.
snippet() {
    awk -v marker="<!-- check-install: $1 -->" '
        $0 == marker { found = 1; next }
        found == 1 && /^```swift$/ { found = 2; next }
        found == 2 && /^```$/ { exit }
        found == 2 { print }
    ' README.md
}
manifest=$(snippet manifest)
url_line=$(snippet url)
[ -n "$manifest" ] || { echo "check-install: no manifest after <!-- check-install: manifest --> in README.md" >&2; exit 1; }
[ -n "$url_line" ] || { echo "check-install: no snippet after <!-- check-install: url --> in README.md" >&2; exit 1; }
path_line=$(grep -E '\.package\(path: "\.\./DiffableDataSourceKit"\)' <<<"$manifest" || true)
[ -n "$path_line" ] || { echo 'check-install: the manifest has no .package(path: "../DiffableDataSourceKit") line' >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$checkout" "$work/DiffableDataSourceKit"
consumer=$work/MyApp
mkdir -p "$consumer/Sources/MyApp"
printf '%s\n' "$manifest" > "$consumer/Package.swift"
cat > "$consumer/Sources/MyApp/MyApp.swift" <<'SWIFT'
import DiffableDataSourceKit

/// The consumer's own code: a snapshot, a diff and the headless table.
@MainActor
public func firstRowAfterMove() throws -> String? {
    var old = ListSnapshot<String, String>()
    try old.appendSections(["songs"])
    try old.appendItems(["Bad Guy", "Flowers"])
    var new = old
    try new.moveItem("Flowers", beforeItem: "Bad Guy")
    let table = HeadlessTableView()
    table.load(old)
    try table.performBatchUpdates(DiffEngine.changeset(from: old, to: new), showing: new)
    return table.snapshot(sectionType: String.self, itemType: String.self)?.itemIdentifiers.first
}
SWIFT

echo "check-install: building the README's consumer package in $consumer"
(cd "$consumer" && swift build --scratch-path "$work/build" 2>&1) | tee "$work/build.log" | grep -E "^(error|warning)|Build complete" || true
grep -q "Build complete" "$work/build.log" || { cat "$work/build.log" >&2; echo "check-install: the consumer does not build" >&2; exit 1; }

# The consumer must not have compiled the demo or the benchmark.
pattern='diffable-benchmarks|diffable_benchmarks|DiffBenchmarks|MusicLibraryDemo|music-library|music_library'
if grep -Eq "$pattern" "$work/build.log" || [ -n "$(find "$work/build" -regextype posix-extended -regex ".*($pattern).*" -print -quit)" ]; then
    echo "check-install: building the consumer built the demo or the benchmark:" >&2
    grep -E "$pattern" "$work/build.log" >&2 || true
    find "$work/build" -regextype posix-extended -regex ".*($pattern).*" -prune -print | head -5 >&2
    exit 1
fi
echo "check-install: the consumer built DiffableDataSourceKit only (no benchmark, no demo)"

# The published form: the same manifest with the URL line, which must at least load.
printf '%s\n' "${manifest/"$path_line"/$url_line}" > "$consumer/Package.swift"
grep -qF "$url_line" "$consumer/Package.swift"
(cd "$consumer" && swift package --scratch-path "$work/build-url" dump-package >/dev/null) \
    || { echo "check-install: the manifest with the URL line does not load" >&2; exit 1; }
echo "check-install: the URL form loads"
