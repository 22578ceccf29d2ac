#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, then runs each one for a
# number of seconds. Exits non-zero on any finding: a crash, a sanitizer report, a failed
# check (the targets trap), a leak or a timeout.
#
#   Fuzz/run.sh SECONDS [TARGET...]      # targets: SnapshotFuzzer DataSourceFuzzer (default: both, one after the other)
#   Fuzz/run.sh 0 SnapshotFuzzer          # build only
#
# Environment:
#   FUZZ_ARGS   extra libFuzzer flags, e.g. FUZZ_ARGS="-jobs=2 -workers=2" or "-seed=1"
#   FUZZ_OUT    where builds, run-time corpora, logs and artifacts go (default Fuzz/out, git-ignored)
#
# The library is compiled by swiftc directly (not as a SwiftPM target, so that `swift build`
# and `swift test` never see a libFuzzer main) with coverage instrumentation, ASan and the
# invariant checks (-DDIFFABLE_CHECK_INVARIANTS), into a static library; each target links
# it with its own sources, Fuzz/Common and the tests' reference model. Linux only: the
# Swift toolchains for Linux ship libFuzzer, Xcode's does not.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# Swift's own crash backtracer reads the stack in a way ASan reports as a stack-buffer-underflow;
# libFuzzer prints the stack of a crash itself.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}

usage() { echo "usage: Fuzz/run.sh SECONDS [SnapshotFuzzer|DataSourceFuzzer ...]" >&2; exit 2; }
[[ $# -ge 1 && $1 =~ ^[0-9]+$ ]] || usage
seconds=$1
shift
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(SnapshotFuzzer DataSourceFuzzer)

out=${FUZZ_OUT:-Fuzz/out}
mkdir -p "$out/lib" "$out/bin" "$out/artifacts"
# Chunks of 4 rows (DIFFABLE_SMALL_CHUNKS): the fuzzers' short lists split and merge them.
# The tests' reference model, shared with the fuzzers (none of these files imports XCTest).
support=Tests/DiffableDataSourceKitTests/Support
shared=("$support/ReferenceList.swift" "$support/ReferenceList+Mismatches.swift" "$support/SnapshotOperation.swift"
    "$support/SnapshotConsistency.swift" "$support/RecordedDiagnostics.swift" "$support/Interleaving/Tune.swift"
    "$support/Interleaving/InterleavingRig.swift" "$support/Interleaving/InterleavingRun.swift"
    "$support/Interleaving/ListSnapshot+Model.swift" "$support/HeadlessTableView+VisibleRowPaths.swift"
    Tests/DiffableDataSourceKitTests/Surface/RecordingListView.swift)
# -enable-testing: the interleaving runs drive the recording surface through the library's
# internal surface protocol, as the tests do (`@testable import`).
swiftflags=(-swift-version 6 -parse-as-library -O -cross-module-optimization -g -sanitize=fuzzer,address -warnings-as-errors -enable-testing -DDIFFABLE_CHECK_INVARIANTS -DDIFFABLE_SMALL_CHUNKS)

# Rebuilds $1 when any of the other files is newer (or it is missing).
stale() {
    local product=$1
    shift
    [[ ! -e $product ]] && return 0
    [[ -n $(find "$@" -newer "$product" -print -quit) ]]
}

build() {
    local library=$out/lib/libDiffableDataSourceKit.a
    mapfile -t sources < <(find Sources/DiffableDataSourceKit -name '*.swift' | sort)
    if stale "$library" "${sources[@]}" Fuzz/run.sh; then
        echo "== building DiffableDataSourceKit for fuzzing"
        swiftc "${swiftflags[@]}" -wmo -module-name DiffableDataSourceKit -emit-library -static -emit-module \
            -emit-module-path "$out/lib/DiffableDataSourceKit.swiftmodule" -o "$library" "${sources[@]}"
    fi
    for target in "${targets[@]}"; do
        [[ -d Fuzz/$target ]] || { echo "no such fuzz target: $target" >&2; exit 2; }
        local binary=$out/bin/$target
        mapfile -t own < <(find Fuzz/Common "Fuzz/$target" -name '*.swift' | sort)
        if stale "$binary" "$library" "${own[@]}" "${shared[@]}"; then
            echo "== building $target"
            swiftc "${swiftflags[@]}" -use-ld=lld -module-name "$target" -I "$out/lib" -L "$out/lib" \
                -lDiffableDataSourceKit -o "$binary" "${own[@]}" "${shared[@]}"
        fi
    done
}

# Two runs of this script at once (one per target) must not build the library together.
exec 9>"$out/build.lock"
if command -v flock >/dev/null; then flock 9; fi
build
flock -u 9 2>/dev/null || true
[[ $seconds -gt 0 ]] || exit 0

# Per-target libFuzzer flags. The data source target hands work to other threads (the
# asynchronous apply), so memory is often freed just after an input ends; libFuzzer's
# per-input leak check then scans the heap after nearly every input (20x slower) without
# finding anything. It checks instead that the table and data source are freed after
# every input (a retain cycle would keep them), and LeakSanitizer still runs at exit.
target_args() {
    case $1 in
    DataSourceFuzzer) echo "-detect_leaks=0" ;;
    esac
}

status=0
for target in "${targets[@]}"; do
    corpus=Fuzz/corpus-run/$target
    mkdir -p "$corpus"
    log=$out/$target.log
    echo "== fuzzing $target for ${seconds}s (log: $log, new inputs: $corpus, findings: $out/artifacts/)"
    # The first directory collects new inputs; the committed seeds are read only.
    # shellcheck disable=SC2086
    if "$out/bin/$target" "$corpus" "Fuzz/corpus/$target" -max_total_time="$seconds" -max_len=512 \
        -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$out/artifacts/$target-" \
        $(target_args "$target") ${FUZZ_ARGS:-} >"$log" 2>&1; then
        grep -E '^(#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::average_exec_per_sec)' "$log" | tail -3
        echo "== $target: no findings"
    else
        status=1
        grep -E -A40 '^(==[0-9]+==ERROR|==== fuzz check failed|.*Fatal error|.*deadly signal|.*Test unit written)' "$log" \
            | head -80 || true
        echo "== $target: FINDING (see $log and $out/artifacts/)" >&2
    fi
done
exit $status
