#!/usr/bin/env bash
# Checks that the library's internals are named as internals: every type declared
# `@usableFromInline` (visible to the app's compiled code through inlinable members, but not
# API) has a name that starts with an underscore.
# A reader of an inlinable member then tells API from machinery at a glance.
#
#   bash scripts/check-internals.sh
set -euo pipefail
cd "$(dirname "$0")/.."

found=$(grep -rn -A1 "^@usableFromInline" --include=*.swift Sources \
    | grep -E "^[^:]+-[0-9]+-(final )?(struct|class|enum|protocol) [A-Za-z]" || true)
if [ -n "$found" ]; then
    echo "check-internals: @usableFromInline types without a leading underscore:"
    echo "$found"
    exit 1
fi
echo "check-internals: every @usableFromInline type is named _Internal"
