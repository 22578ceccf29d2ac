#!/usr/bin/env bash
# Builds the DocC documentation of DiffableDataSourceKit with the toolchain's own `docc`
# (no package plugin): the compiler emits the library's public symbol graph, then
# `docc convert` turns the catalogue and the graph into an archive. Any warning (a broken
# symbol link, an undocumented parameter) fails the build.
#
#   bash scripts/build-docs.sh [output-path]     # default: .build/docs/DiffableDataSourceKit.doccarchive
#
# The symbol graph is built in its own scratch directory, so the flags it needs do not
# force a rebuild of the main .build directory (and the other way round).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

scratch=.build/docs
graphs="$scratch/symbol-graphs"
output="${1:-$scratch/DiffableDataSourceKit.doccarchive}"
mkdir -p "$graphs"

emit_symbol_graph() {
    swift build --target DiffableDataSourceKit --scratch-path "$scratch/build" \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}
emit_symbol_graph
# The compiler writes the graph only when it compiles the module; an up-to-date build
# keeps the graph of the last compile, which is then still current. If it is missing,
# build the module again from scratch.
if [ ! -s "$graphs/DiffableDataSourceKit.symbols.json" ]; then
    rm -rf "$scratch/build"
    emit_symbol_graph
fi

rm -rf "$output"
docc convert Sources/DiffableDataSourceKit/DiffableDataSourceKit.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name DiffableDataSourceKit \
    --fallback-bundle-identifier org.diffabledatasourcekit.DiffableDataSourceKit \
    --warnings-as-errors \
    --output-path "$output"
echo "build-docs: $output"
