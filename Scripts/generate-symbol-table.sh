#!/bin/bash
# Regenerates Sources/TabSpecCore/generated/SymbolTable+Data.swift (the embedded SF Symbols table) from the TSV
# copies of the data with `tabspec symbols import` (Sources/TabSpecSymbolsImport), the one generator of that file:
#
#     Scripts/generate-symbol-table.sh [DIR]      # DIR holds symbols.tsv and aliases.tsv (default: ../shared/data/sf-symbols)
#
# symbols.tsv has `name<TAB>introduced_ios` lines, aliases.tsv `old_name<TAB>current_name` lines; lines starting
# with `#` are headers. The output is written only when its bytes change. From Xcode's or the SF Symbols app's
# CoreGlyphs files instead: `tabspec symbols import name_availability.plist name_aliases.strings -o …`.
set -euo pipefail
cd "$(dirname "$0")/.."
directory="${1:-../shared/data/sf-symbols}"

# Where the shared TSVs come from; printed into the generated header.
provenance="Source: Apple's SF Symbols metadata (name_availability.plist, name_aliases.strings) as mirrored by
SFSafeSymbols' generator resources (commits ba8ff2b and 1700fde; MIT License, Copyright (c) 2021 SFSafeSymbols)
and Rspoon3/SFSymbols' generated tables (commits 27916e9 and 91d7bb2; MIT License, Copyright (c) 2021 Richard
Witherspoon), cross-checked with blacktop/ipsw-diffs; SF Symbols through 8 (iOS 27.0, from the June 2026
beta), iOS versions from the plist's year_to_release table."

swift run --quiet tabspec symbols import "$directory/symbols.tsv" "$directory/aliases.tsv" \
    --provenance "$provenance" -o Sources/TabSpecCore/generated/SymbolTable+Data.swift
