#!/usr/bin/env bash
# Checks that README's "One apply, file by file" list is what scripts/trace-apply.sh measures
# now: the files and functions one apply runs through, on a headless table and on a view that
# stands in for a UITableView. Fails, printing both, when they differ; update README with
#
#   bash scripts/trace-apply.sh --markdown scripts/trace/apply-headless-table.swift \
#       scripts/trace/apply-recording-uitableview.swift
#
# and paste the output between README's `<!-- trace-apply: begin -->` and `end` lines.
#
#   bash scripts/check-readme-trace.sh
set -euo pipefail
cd "$(dirname "$0")/.."
measured=$(bash scripts/trace-apply.sh --markdown scripts/trace/apply-headless-table.swift \
    scripts/trace/apply-recording-uitableview.swift)
written=$(awk '/<!-- trace-apply: begin -->/ { inside = 1; next } /<!-- trace-apply: end -->/ { inside = 0 } inside' README.md)
if [ "$(printf '%s' "$measured" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')" != "$(printf '%s' "$written" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')" ]; then
    echo "check-readme-trace: README's list of one apply's files differs from what scripts/trace-apply.sh measures."
    echo "--- README"
    printf '%s\n' "$written"
    echo "--- measured"
    printf '%s\n' "$measured"
    exit 1
fi
echo "check-readme-trace: README's list is what one apply runs through ($(printf '%s' "$measured" | grep -c 'files,') scenarios)"
