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
provenance="Source: SFSafeSymbols' generator resources (name_availability.plist, name_aliases.strings,
legacy_aliases.strings; commit ba8ff2b; MIT License, Copyright (c) 2021 SFSafeSymbols), converted to
symbols.tsv and aliases.tsv; SF Symbols through 5.2 (iOS 17.2), iOS versions from the plist's
year_to_release table."

swift run --quiet tabspec symbols import "$directory/symbols.tsv" "$directory/aliases.tsv" \
    --provenance "$provenance" -o Sources/TabSpecCore/generated/SymbolTable+Data.swift
