#!/bin/bash
# Regenerates Sources/TabSpecCore/generated/StandInGlyphs+Data.swift, the glyphs `tabspec render` draws in
# place of SF Symbols (which may not be redistributed), from Bootstrap Icons' SVG files:
#
#     Scripts/generate-stand-in-glyphs.sh [DIR [OUTPUT]]
#
# DIR is the `svg` folder of Bootstrap Icons 1.10.3 (default: /usr/share/bootstrap-icons/svg, Debian's
# `bootstrap-icons` package; when dpkg knows that package, its version must be 1.10.3). The table of which
# icon stands in for which symbol is Scripts/stand-in-glyphs.tsv. Each icon's <path d> elements (and a
# <circle>, written as a path) are copied as they are; any other element or attribute stops the script, so
# nothing of an icon is silently dropped. OUTPUT (default: the generated file above) is written only when its
# bytes change. Never edit the generated file by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
directory="${1:-/usr/share/bootstrap-icons/svg}"
output="${2:-Sources/TabSpecCore/generated/StandInGlyphs+Data.swift}"
table=Scripts/stand-in-glyphs.tsv
version="1.10.3"

fail() {
    echo "generate-stand-in-glyphs: $*" >&2
    exit 1
}

[[ -d $directory ]] || fail "no icon folder '$directory'; give Bootstrap Icons $version's svg folder"
if [[ $directory == /usr/share/bootstrap-icons/svg ]] && command -v dpkg-query > /dev/null; then
    installed=$(dpkg-query -W -f='${Version}' bootstrap-icons 2> /dev/null || true)
    [[ -z $installed || $installed == "$version"* ]] \
        || fail "the installed bootstrap-icons is $installed, not $version: review the table and the version here"
fi

# symbol<TAB>icon lines, sorted bytewise by symbol, each symbol once.
rows=$(grep -v '^#' "$table" | grep -v '^$')
LC_ALL=C sort -c -u -t $'\t' -k1,1 <<< "$rows" 2> /dev/null || fail "$table is not sorted bytewise by symbol, each once"
while IFS=$'\t' read -r symbol icon extra; do
    [[ -n $symbol && -n $icon && -z $extra && $symbol =~ ^[a-z0-9.]+$ && $icon =~ ^[a-z0-9-]+$ ]] \
        || fail "$table: bad line '$symbol	$icon'"
done <<< "$rows"
icons=$(cut -f2 <<< "$rows" | LC_ALL=C sort -u)

# Every icon of $icons as `("NAME", [` + one `("d", evenOdd),` line per path + `]),`, in one awk run (POSIX
# awk: BSD's, mawk, gawk). An unexpected element, attribute or character stops it.
paths_program='
function fail(message) { print "generate-stand-in-glyphs: " name ": " message > "/dev/stderr"; failed = 1; exit 1 }
function emit(d, evenOdd) {
    if (d !~ /^[0-9A-Za-z., -]+$/) fail("unexpected characters in a path")
    print "            (\"" d "\", " evenOdd "),"
}
FNR == 1 {
    if (NR > 1) finish()
    name = FILENAME; sub(/.*\//, "", name); sub(/\.svg$/, "", name); svg = ""
}
{ svg = svg $0 " " }
END { if (!failed && NR > 0) finish() }
function finish(    rest, tag, element, names, value, key) {
    print "        (\"" name "\", ["
    rest = svg
    while (match(rest, /<[^>]*>/)) {
        tag = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
        if (tag == "</svg>") continue
        element = tag; sub(/^</, "", element); sub(/[ \/>].*/, "", element)
        split("", value); names = ""
        while (match(tag, / [A-Za-z:-]+="[^"]*"/)) {
            key = substr(tag, RSTART + 1, RLENGTH - 1); tag = substr(tag, RSTART + RLENGTH)
            value[substr(key, 1, index(key, "=") - 1)] = substr(key, index(key, "=") + 2, length(key) - index(key, "=") - 2)
            names = names " " substr(key, 1, index(key, "=") - 1)
        }
        if (element == "svg") {
            if (value["viewBox"] != "0 0 16 16") fail("the viewBox is not 0 0 16 16")
            if (names != " xmlns width height fill class viewBox") fail("unexpected <svg> attributes:" names)
        } else if (element == "path") {
            if (names == " d") emit(value["d"], "false")
            else if (names == " fill-rule d" && value["fill-rule"] == "evenodd") emit(value["d"], "true")
            else fail("unexpected <path> attributes:" names)
        } else if (element == "circle") {
            if (names != " cx cy r") fail("unexpected <circle> attributes:" names)
            r = value["r"] + 0
            emit(sprintf("M%s %sa%s %s 0 1 0 %s 0a%s %s 0 1 0 %s 0Z", value["cx"] - r, value["cy"], r, r, 2 * r, r, r, -2 * r), "false")
        } else fail("unexpected element <" element ">")
    }
    print "        ]),"
}'
files=()
while IFS= read -r icon; do
    [[ -f "$directory/$icon.svg" ]] || fail "no icon '$icon' in $directory"
    files+=("$directory/$icon.svg")
done <<< "$icons"

temporary=$(mktemp)
trap 'rm -f "$temporary"' EXIT
{
    cat <<EOF
// GENERATED FILE, DO NOT EDIT: the glyphs \`tabspec render\` draws in place of SF Symbols (\`StandInGlyphs\`).
//
// SF Symbols may not be redistributed, so the picture draws each common tab-bar symbol with a stand-in from
// Bootstrap Icons $version (https://icons.getbootstrap.com, https://github.com/twbs/icons), chosen by meaning
// and labelled in the picture as approximated: $(wc -l <<< "$rows" | tr -d ' ') symbols, $(wc -l <<< "$icons" | tr -d ' ') icons. The table is
// Scripts/stand-in-glyphs.tsv (also \`embeddedSymbols\` below); the path data is copied from the icons' SVG
// files (16 × 16 viewBox). Regenerate with Scripts/generate-stand-in-glyphs.sh [DIR] (DIR: Bootstrap Icons
// $version's svg folder, default /usr/share/bootstrap-icons/svg from Debian's bootstrap-icons package).
//
// Bootstrap Icons is released under the MIT License:
//
// Copyright (c) 2019-2021 The Bootstrap Authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
// associated documentation files (the "Software"), to deal in the Software without restriction, including
// without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the
// following conditions:
//
// The above copyright notice and this permission notice shall be included in all copies or substantial
// portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
// LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO
// EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
// IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE
// USE OR OTHER DEALINGS IN THE SOFTWARE.

/// The embedded data of \`StandInGlyphs\`.
extension StandInGlyphs {
    /// The version of Bootstrap Icons the glyphs come from.
    static let iconSetVersion = "$version"

    /// Each SF Symbol with a stand-in and the icon drawn for it, sorted bytewise by symbol.
    static let embeddedSymbols: [(symbol: String, icon: String)] = [
EOF
    while IFS=$'\t' read -r symbol icon; do
        echo "        (\"$symbol\", \"$icon\"),"
    done <<< "$rows"
    cat <<EOF
    ]

    /// Each icon a symbol uses, sorted bytewise by name, with the paths of its 16 × 16 glyph: the path data
    /// and whether it fills even-odd (else nonzero).
    static let embeddedIcons: [(name: String, paths: [(d: String, evenOdd: Bool)])] = [
EOF
    awk "$paths_program" "${files[@]}"
    echo "    ]"
    echo "}"
} > "$temporary"

if ! cmp -s "$temporary" "$output"; then
    cp "$temporary" "$output.tmp"
    mv "$output.tmp" "$output"
fi
