#!/usr/bin/env bash
# Checks that the public API of the DiffableDataSourceKit library has not broken since the
# commit recorded in .api-baseline, with `swift package diagnose-api-breaking-changes`
# (the toolchain's swift-api-digester).
#
#   bash scripts/check-api.sh
#
# The rule:
#   1. .api-baseline holds one full commit hash, of a commit in this clone's history that is
#      an ancestor of HEAD (CI needs the full history: a clone, not a shallow fetch).
#   2. Any break of the public API against that commit fails the check.
#   3. To break the API on purpose, make the break, then in one commit move .api-baseline
#      to a commit that contains it (for example the commit that made it) and add a line
#      starting "**Breaking:**" to CHANGELOG.md's [Unreleased] section. The check verifies
#      that the commit that last changed .api-baseline (or the working tree, while that
#      change is uncommitted) also added such a line, so the baseline never moves past a
#      break without a record. The commit that created .api-baseline is exempt.
#
# Where the toolchain has no swift-api-digester, the check is skipped with a message.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

fail() { echo "check-api: $*" >&2; exit 1; }

baseline=$(tr -d '[:space:]' < .api-baseline)
[[ $baseline =~ ^[0-9a-f]{40}$ ]] || fail ".api-baseline must hold one full 40-character commit hash, not '$baseline'"
git cat-file -e "$baseline^{commit}" 2>/dev/null \
    || fail "baseline $baseline is not in this clone (a shallow clone? fetch the full history)"
git merge-base --is-ancestor "$baseline" HEAD || fail "baseline $baseline is not an ancestor of HEAD"

# Rule 3: a moved baseline comes with a **Breaking:** line in CHANGELOG.md.
breaking_line='^\+.*\*\*Breaking:\*\*'
if [ -n "$(git status --porcelain -- .api-baseline)" ]; then
    mover="the working tree"
    created=$(git cat-file -e HEAD:.api-baseline 2>/dev/null && echo no || echo yes)
    added=$(git diff HEAD -- CHANGELOG.md)
else
    move_commit=$(git log -1 --format=%H -- .api-baseline)
    mover="commit ${move_commit:0:12}"
    created=$(git cat-file -e "$move_commit^:.api-baseline" 2>/dev/null && echo no || echo yes)
    added=$(git show --format= "$move_commit" -- CHANGELOG.md)
fi
if [ "$created" = no ] && ! grep -Eq "$breaking_line" <<<"$added"; then
    fail "$mover moves .api-baseline but adds no '**Breaking:**' line to CHANGELOG.md; record the break there in the same commit"
fi

if ! command -v swift-api-digester >/dev/null; then
    echo "check-api: skipped: this toolchain has no swift-api-digester, which diagnose-api-breaking-changes needs"
    exit 0
fi

echo "check-api: comparing the public API with $baseline"
if ! swift package --scratch-path .build-api diagnose-api-breaking-changes "$baseline" \
    --products DiffableDataSourceKit; then
    cat >&2 <<MSG
check-api: the public API breaks against $baseline (.api-baseline).
  If the break is intended: in one commit, move .api-baseline to a commit that contains it
  and add a '**Breaking:**' line for it to CHANGELOG.md's [Unreleased] section.
MSG
    exit 1
fi
echo "check-api: no breaking changes"
