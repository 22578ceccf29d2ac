#!/usr/bin/env bash
# Lints every Swift file of the package with `swift format` and the committed .swift-format
# configuration; any finding fails (--strict turns warnings into errors).
#
#   bash scripts/check-format.sh          # lint
#   bash scripts/check-format.sh --fix    # format the same files in place, then lint
#
# The fix is this command, run from the package root:
#   swift format format --in-place --recursive --parallel Package.swift Sources Tests Examples Benchmarks Fuzz
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

paths=(Package.swift Sources Tests Examples Benchmarks Fuzz)
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --recursive --parallel "${paths[@]}"
fi
swift format lint --strict --recursive --parallel "${paths[@]}"
echo "check-format: clean"
