#!/usr/bin/env bash
# Builds the libFuzzer target over the whole tabspec pipeline (Fuzz/*.swift) with swiftc and runs it,
# seeded from Specs/ and the test fixtures (specs, String Catalogs, a .strings table).
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags…]     # default 600 s
#
# Crashing inputs are saved to Fuzz/artifacts/ (add each one to Tests/TabSpecCoreTests/Fixtures/FuzzRegressions/,
# which FuzzRegressionTests replays in `swift test`). The corpus grows in Fuzz/corpus/ (not committed).
# Traps this script avoids: SWIFT_BACKTRACE must be off or libFuzzer never gets to save the crashing input;
# and the target is linked by swiftc, not SwiftPM (an executable target renames `main`, so a fuzzer built that
# way links but runs nothing — check the log shows "#N … exec/s").
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
build=.build/fuzz
mkdir -p "$build" Fuzz/corpus Fuzz/artifacts
flags=(-O -parse-as-library -wmo -sanitize=fuzzer,address -g -package-name tabspec)

echo "building the fuzz target in $build …"
swiftc "${flags[@]}" -module-name TabSpecRuntime -emit-module -emit-module-path "$build/TabSpecRuntime.swiftmodule" \
    -c $(find Sources/TabSpecRuntime -name '*.swift' | sort) -o "$build/TabSpecRuntime.o"
swiftc "${flags[@]}" -module-name TabSpecCore -I "$build" -emit-module -emit-module-path "$build/TabSpecCore.swiftmodule" \
    -c $(find Sources/TabSpecCore -name '*.swift' | sort) -o "$build/TabSpecCore.o"
swiftc "${flags[@]}" -module-name TabSpecFuzz -I "$build" Fuzz/*.swift "$build/TabSpecRuntime.o" "$build/TabSpecCore.o" \
    -lm -o "$build/tabspec-fuzz"

seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
cp Specs/*.tabspec "$seeds/"
find Tests -name '*.tabspec' -exec cp {} "$seeds/" \; 2>/dev/null || true
# String Catalogs and .strings tables: the same bytes also go through their readers (EveryStage.readCatalogs).
find Tests/TabSpecCoreTests/Fixtures/Catalogs -name '*.xcstrings' -exec cp {} "$seeds/" \;
cp Tests/TabSpecCoreTests/Fixtures/Catalogs/de.lproj/Tabs.strings "$seeds/Tabs.strings"

echo "fuzzing for $seconds s …"
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$build/tabspec-fuzz" \
    -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 "$@" Fuzz/corpus "$seeds"
