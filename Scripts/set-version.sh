#!/bin/bash
# Writes the newest release of CHANGELOG.md (its first `## [X.Y.Z]` heading) into every other place that names
# the release: the CLI's `TabSpecCLI.version` (what `tabspec --version`, the language server's `serverInfo` and
# SARIF reports print), the VS Code extension's `version`, and the `from: "…"` and `exact: "…"` requirements of
# the dependency lines in README.md and docs/*.md. The generated Swift names no version.
#
#     Scripts/set-version.sh
#
# A release: move the `## [Unreleased]` items of CHANGELOG.md under a new `## [X.Y.Z] - YYYY-MM-DD` heading, run
# this script, commit, and tag the merged commit `X.Y.Z` (no `v`: SwiftPM's requirements resolve against it).
# VersionTests fails while a place disagrees with the changelog; ReleaseTests checks that the release is a tag.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(awk 'match($0, /^## \[[0-9]+\.[0-9]+\.[0-9]+\]/) { print substr($0, 5, RLENGTH - 5); exit }' CHANGELOG.md)
if [ -z "$version" ]; then
    echo "error: CHANGELOG.md has no '## [X.Y.Z]' heading" >&2
    exit 1
fi

# Rewrites FILE with the extended sed EXPRESSION, in place (the same file keeps its mode), when its bytes change.
rewrite() {
    local file=$1 expression=$2 scratch
    scratch=$(mktemp)
    sed -E "$expression" "$file" > "$scratch"
    if ! cmp -s "$scratch" "$file"; then
        cat "$scratch" > "$file"
        echo "$file: $version"
    fi
    rm -f "$scratch"
}

rewrite Sources/tabspec/CLI/TabSpecCLI.swift "s/^(    static let version = \")[^\"]*\"/\\1$version\"/"
rewrite Editors/vscode/package.json "s/^(  \"version\": \")[^\"]*\"/\\1$version\"/"
for file in README.md docs/*.md; do
    rewrite "$file" "s/((from|exact): \")[0-9]+\.[0-9]+\.[0-9]+\"/\\1$version\"/g"
done
