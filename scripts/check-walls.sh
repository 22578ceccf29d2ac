#!/usr/bin/env bash
# Checks the walls between the library's folders: a folder names no type declared in a
# folder above it, nor in a sibling of its own layer. The layers, bottom to top:
#
#   0  Diagnostics/                              what every layer reports through
#   1  Snapshot/ Outline/ Diff/ Content/         the values: snapshots, outlines, the diff,
#      Declarative/                              and the lists declared as values
#   2  Batch/                                    a batch and its rules, on counts only
#   3  Surface/                                  the seams a view implements
#   4  DataSource/                               the data source and its update pipeline
#   5  Adapter/ Binding/                         what is built on the data source
#   6  Headless/ UIKit/ AppKit/                  the views and their bridges
#      Coordinator/                              selection, scroll position, pages, swipes,
#                                                moves and refresh by identity, for any view
#   7  SwiftUI/                                  the SwiftUI list: UIKit's bridge and the
#                                                coordinator behind a representable
#
# "Names" means in code: comments and string literals are left out, so documentation may
# point anywhere. A name declared in several folders (Apple's names, declared by each
# platform's views behind `#if`) is each one's own; elsewhere it counts for the lowest.
#
#   bash scripts/check-walls.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - Sources/DiffableDataSourceKit <<'PY'
import os, re, sys
root = sys.argv[1]
layers = {
    "Diagnostics": 0, "Snapshot": 1, "Outline": 1, "Diff": 1, "Content": 1, "Declarative": 1, "Batch": 2, "Surface": 3,
    "DataSource": 4, "Adapter": 5, "Binding": 5,
    "Headless": 6, "UIKit": 6, "AppKit": 6, "Coordinator": 6, "SwiftUI": 7,
}
def code(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    lines = []
    for line in text.split("\n"):
        if re.match(r'\s*(@_exported\s+)?import\b', line):
            continue
        line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
        lines.append(line.split("//")[0])
    return "\n".join(lines)
files = {}
for directory, _, names in os.walk(root):
    for name in names:
        if name.endswith(".swift"):
            path = os.path.join(directory, name)
            top = os.path.relpath(path, root).split(os.sep)[0]
            if top not in layers:
                print(f"check-walls: {os.path.relpath(path, root)} is in no layer; add its folder to scripts/check-walls.sh")
                sys.exit(1)
            files[path] = (top, code(open(path).read()))
declared = {}
homes = {}
# Top-level declarations only: a nested type (`HeadlessTableView.RowAnimation`) is named
# through its outer type, and its short name may be another framework's too.
pattern = re.compile(
    r'^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|open|final|indirect)\s+)*'
    r'(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)', re.M)
for path, (top, text) in files.items():
    for name in pattern.findall(text):
        homes.setdefault(name, set()).add(top)
        if name not in declared or layers[top] < layers[declared[name]]:
            declared[name] = top
failures = []
for path, (top, text) in sorted(files.items()):
    used = set(re.findall(r'\b[A-Za-z_][A-Za-z0-9_]*\b', text))
    for name in sorted(used):
        home = declared.get(name)
        # A name declared here too (each platform's views declare Apple's names for their own
        # classes, behind `#if`) is this folder's own.
        if home is None or top in homes[name]:
            continue
        if layers[home] > layers[top]:
            failures.append(f"{os.path.relpath(path, root)} ({top}, layer {layers[top]}) names {name} of {home}/ (layer {layers[home]})")
        elif layers[home] == layers[top] and layers[top] >= 5:
            failures.append(f"{os.path.relpath(path, root)} ({top}) names {name} of its sibling {home}/")
if failures:
    print("check-walls: a folder names a type across a wall:")
    print("\n".join("  " + f for f in failures))
    sys.exit(1)
print(f"check-walls: {len(files)} files, {len(declared)} types; no folder names a type above it or beside it")
PY
