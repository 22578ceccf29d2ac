#!/usr/bin/env bash
# Prints the files (and, with --functions, the functions) of Sources/ that one call runs
# through, measured with coverage counters rather than read off the code: each scenario in
# scripts/trace/ sets up a list, then marks the one call with `traceStart()` and
# `traceStop()`. The scenarios are built in debug (nothing is inlined across modules, so a
# line counts in the file that holds it) with the compiler's coverage instrumentation, in a
# package of their own under $TRACE_DIR (default /tmp/diffable-trace); nothing is written
# into this checkout.
#
#   bash scripts/trace-apply.sh                     # every scenario, files only
#   bash scripts/trace-apply.sh --functions         # with the functions
#   bash scripts/trace-apply.sh scripts/trace/apply-headless-table.swift
#   bash scripts/trace-apply.sh --markdown          # README's list, as README prints it
#
# By default the diff's and the stores' internals are left out, as README's list leaves
# them out: Diff/, Snapshot/Storage/ and Headless/RowStorage/ (set TRACE_EXCLUDE to another
# extended regex on paths, or to nothing to count everything).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
checkout=$PWD
work=${TRACE_DIR:-/tmp/diffable-trace}
exclude=${TRACE_EXCLUDE-'/(Diff|Snapshot/Storage|Headless/RowStorage)/'}
mode=files
scenarios=()
for arg in "$@"; do
    case "$arg" in
    --functions) mode=functions ;;
    --markdown) mode=markdown ;;
    *) scenarios+=("$(readlink -f "$arg")") ;;
    esac
done
[ ${#scenarios[@]} -gt 0 ] || scenarios=("$checkout"/scripts/trace/*.swift)
tools=$(dirname "$(readlink -f "$(command -v swiftc)")")

mkdir -p "$work/Sources/Scenario"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "DiffableTrace",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [.package(path: "$checkout")],
    targets: [
        .executableTarget(
            name: "Scenario",
            dependencies: [.product(name: "DiffableDataSourceKit", package: "$(basename "$checkout")")])
    ]
)
MANIFEST
# The counters are zeroed when the call starts and written when it ends.
cat >"$work/Sources/Scenario/Trace.swift" <<'SWIFT'
@_silgen_name("__llvm_profile_reset_counters") private func zeroCounters()
@_silgen_name("__llvm_profile_write_file") private func writeCounters() -> Int32
func traceStart() { zeroCounters() }
func traceStop() {
    _ = writeCounters()
    zeroCounters()
}
SWIFT

for scenario in "${scenarios[@]}"; do
    name=$(basename "$scenario" .swift)
    cp "$scenario" "$work/Sources/Scenario/main.swift"
    if ! (cd "$work" && swift build -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping >"$work/build.log" 2>&1); then
        tail -n 30 "$work/build.log"
        echo "trace-apply: $name does not build" >&2
        exit 1
    fi
    binary=$(cd "$work" && swift build --show-bin-path)/Scenario
    rm -f "$work/$name.profraw"
    LLVM_PROFILE_FILE="$work/$name.profraw" "$binary" >"$work/$name.out" 2>&1 \
        || { cat "$work/$name.out"; echo "trace-apply: $name failed" >&2; exit 1; }
    "$tools/llvm-profdata" merge -o "$work/$name.profdata" "$work/$name.profraw"
    "$tools/llvm-cov" export "$binary" -instr-profile="$work/$name.profdata" >"$work/$name.json"
    python3 - "$work/$name.json" "$checkout/Sources/DiffableDataSourceKit/" "$name" "$mode" "$exclude" "$tools" <<'PY'
import json, re, subprocess, sys
path, root, name, mode, exclude, tools = sys.argv[1:]
data = json.load(open(path))["data"][0]
def counted(filename):
    return filename.startswith(root) and not (exclude and re.search(exclude, filename))
files = {f["filename"][len(root):]: f["summary"]["lines"]["covered"]
         for f in data["files"] if counted(f["filename"]) and f["summary"]["lines"]["covered"] > 0}
functions = [(fn["filenames"][0][len(root):], fn["name"].split(":")[-1], fn["count"])
             for fn in data["functions"] if fn["count"] > 0 and counted(fn["filenames"][0])]
if mode == "markdown":
    # README's form: the scenario, then its files folder by folder.
    print(f"`{name}`: {len(files)} files, {len(functions)} functions")
    print()
    folders = {}
    for filename in sorted(files):
        folder, _, base = filename.rpartition("/")
        folders.setdefault(folder, []).append(base)
    for folder, bases in folders.items():
        print(f"- `{folder}/`: " + ", ".join(f"`{base}`" for base in bases))
    print()
    sys.exit(0)
print(f"{name}: {len(files)} files, {len(functions)} functions")
for filename, lines in sorted(files.items()):
    print(f"  {filename}  ({lines} lines)")
if mode == "functions":
    names = subprocess.run([tools + "/swift-demangle", "--simplified", "--compact"],
                           input="\n".join(f[1] for f in functions), capture_output=True, text=True).stdout.split("\n")
    for (filename, _, count), readable in sorted(zip(functions, names)):
        print(f"    {filename}: {readable}  x{count}")
PY
done
