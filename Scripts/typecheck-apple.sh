#!/usr/bin/env bash
# The Apple-API typecheck on Linux (docs/Platforms.md): compiles every file of Sources/TabSpecRuntime, the
# generated Swift of every bundled spec and the behaviour checks of Tests/AppleTypecheck against the UIKit and
# SwiftUI shims of Tests/AppleShims, runs the checks, and compiles the Darwin branch of Sources/tabspec/System
# against the Darwin shim of Tests/DarwinShim. Exit 0 on success, 1 on any compile error or failed check.
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: bash Scripts/typecheck-apple.sh [FILES…]
       bash Scripts/typecheck-apple.sh --deprecations
       bash Scripts/typecheck-apple.sh --self-test

Typechecks the runtime's Apple-platform code on Linux against shim UIKit and SwiftUI modules transcribed from
Apple's documentation (Tests/AppleShims), runs the behaviour checks of Tests/AppleTypecheck through the UIKit
behaviour fake, and compiles the Darwin branch of Sources/tabspec/System against the Darwin shim
(Tests/DarwinShim).

FILES are extra .swift files and .tabspec specs. The specs are compiled by `tabspec compile`; their generated
Swift and the .swift files form one executable target that imports TabSpecRuntime, UIKit and SwiftUI. It is
built and run, and must exit 0. Without a file named main.swift or an @main type, an empty entry point is added.
When the generated Swift reads Bundle.module (a localized spec with `bundle: module`, or images with
`imageBundle: module`), the target gets a resource, so that SwiftPM declares Bundle.module for it.

--deprecations
              compiles Sources/TabSpecRuntime the way an app with deployment target iOS 27.0 sees it: against a
              copy of the shims in which every API Apple deprecates in iOS 27.0 or earlier is deprecated, and
              fails on every use of one, warnings as errors, except in code iOS 27 never runs — the `else` of an
              `if` whose only condition is `#available(iOS N, *)` with N ≤ 27.0, and the body of such a `guard`,
              where the compiler does not warn (with an iOS deployment target of 27 it knows the code is
              unreachable; on Linux every such check is true, so a check above 27.0 gets a second condition).
--self-test   runs the negative cases of Tests/AppleTypecheck/Negative and checks that each one makes this
              script fail with its expected diagnostic (a missing member, a wrong argument label, a wrong
              optionality, a nil UITab title, a wrong UISearchTab label, a failing check, a wrong UIKit call in a new file of a copy of
              Sources/TabSpecRuntime, a use of an API deprecated in iOS 27 in a copy of it under
              --deprecations, and a Glibc spelling in a copy of the system folder).
-h, --help    shows this help.

Exit status: 0 success · 1 a compile error, a failed check or a failed policy check · 64 usage error ·
66 a file cannot be read.

Environment (used by --self-test): TABSPEC_RUNTIME_DIR (default Sources/TabSpecRuntime),
TABSPEC_SYSTEM_DIR (default Sources/tabspec/System), TABSPEC_TYPECHECK_SCRATCH (default .build/apple-typecheck).
USAGE
}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNTIME_DIR=${TABSPEC_RUNTIME_DIR:-$ROOT/Sources/TabSpecRuntime}
SYSTEM_DIR=${TABSPEC_SYSTEM_DIR:-$ROOT/Sources/tabspec/System}
SCRATCH=${TABSPEC_TYPECHECK_SCRATCH:-$ROOT/.build/apple-typecheck}
SHIMS=$ROOT/Tests/AppleShims
DARWIN_SHIM=$ROOT/Tests/DarwinShim
CHECKS=$ROOT/Tests/AppleTypecheck

say() { echo "typecheck-apple: $*" >&2; }
fail() {
    echo "typecheck-apple: error: $*" >&2
    exit 1
}
# Moves `file`.new over `file` when their bytes differ, else drops it: an unchanged file keeps its date, so
# SwiftPM rebuilds nothing for it.
replace_if_changed() {
    if cmp -s "$1.new" "$1"; then rm "$1.new"; else mv "$1.new" "$1"; fi
}

# MARK: Arguments

SELF_TEST=0
DEPRECATIONS=0
SWIFT_FILES=()
SPECS=()
while (($#)); do
    case $1 in
    -h | --help)
        usage
        exit 0
        ;;
    --self-test) SELF_TEST=1 ;;
    --deprecations) DEPRECATIONS=1 ;;
    --)
        shift
        break
        ;;
    -*)
        echo "typecheck-apple: error: unknown option '$1'" >&2
        usage >&2
        exit 64
        ;;
    *) break ;;
    esac
    shift
done
for file in "$@"; do
    case $file in
    *.swift) SWIFT_FILES+=("$file") ;;
    *.tabspec) SPECS+=("$file") ;;
    *)
        echo "typecheck-apple: error: '$file' is neither a .swift file nor a .tabspec spec" >&2
        exit 64
        ;;
    esac
    if [[ ! -f $file || ! -r $file ]]; then
        echo "typecheck-apple: error: cannot read '$file'" >&2
        exit 66
    fi
done
if ((SELF_TEST + DEPRECATIONS > 1)); then
    echo "typecheck-apple: error: --self-test and --deprecations are separate runs" >&2
    exit 64
fi
if ((SELF_TEST + DEPRECATIONS)) && (($# > 0)); then
    echo "typecheck-apple: error: --self-test and --deprecations take no files" >&2
    exit 64
fi

# MARK: Self-test

# Runs this script on one negative case and checks that it fails with the case's `// expect-failure:` text.
expect_failure() {
    local name=$1 expected=$2
    shift 2
    local output status=0
    output=$("$@" 2>&1) || status=$?
    if ((status == 0)); then
        printf '%s\n' "$output" >&2
        fail "self-test: '$name' passed, but it must fail"
    fi
    if ! grep -qF -- "$expected" <<<"$output"; then
        printf '%s\n' "$output" >&2
        fail "self-test: '$name' failed without the expected diagnostic: $expected"
    fi
    say "self-test: '$name' fails as it must ($expected)"
}

# The `// expect-failure:` text of a negative case.
expected_failure_of() {
    sed -n 's|^// expect-failure: ||p' "$1" | head -n 1
}

if ((SELF_TEST)); then
    cases=0
    for file in "$CHECKS"/Negative/*.swift; do
        # These two go into copies of the runtime and of the system folder below, not into FILES.
        case $(basename "$file") in RuntimeWrongCall.swift | RuntimeDeprecatedCall.swift | SystemGlibcSpelling.swift) continue ;; esac
        expected=$(expected_failure_of "$file")
        [[ -n $expected ]] || fail "self-test: $file has no '// expect-failure:' line"
        expect_failure "$(basename "$file")" "$expected" bash "${BASH_SOURCE[0]}" "$file"
        cases=$((cases + 1))
    done

    # A new file in a copy of the runtime: picked up without editing this script, and its wrong call fails.
    copy=$(mktemp -d)
    trap 'rm -rf "$copy"' EXIT
    cp -R "$ROOT/Sources/TabSpecRuntime" "$copy/TabSpecRuntime"
    cp "$CHECKS/Negative/RuntimeWrongCall.swift" "$copy/TabSpecRuntime/Platform/RuntimeWrongCall.swift"
    expect_failure "a new runtime file with a wrong UIKit call" "$(expected_failure_of "$CHECKS/Negative/RuntimeWrongCall.swift")" \
        env TABSPEC_RUNTIME_DIR="$copy/TabSpecRuntime" TABSPEC_TYPECHECK_SCRATCH="$SCRATCH-self-test" \
        bash "${BASH_SOURCE[0]}"
    cases=$((cases + 1))

    # A use of an API deprecated in iOS 27 in a new file of a copy of the runtime fails the deprecation check (the
    # file's uses in code iOS 27 never runs do not: the expected text names the one line that iOS 27 runs).
    cp -R "$ROOT/Sources/TabSpecRuntime" "$copy/DeprecatedRuntime"
    cp "$CHECKS/Negative/RuntimeDeprecatedCall.swift" "$copy/DeprecatedRuntime/Platform/RuntimeDeprecatedCall.swift"
    expect_failure "a use of an API deprecated in iOS 27 in the runtime" \
        "$(expected_failure_of "$CHECKS/Negative/RuntimeDeprecatedCall.swift")" \
        env TABSPEC_RUNTIME_DIR="$copy/DeprecatedRuntime" TABSPEC_TYPECHECK_SCRATCH="$SCRATCH-self-test" \
        bash "${BASH_SOURCE[0]}" --deprecations
    cases=$((cases + 1))

    # A Glibc spelling in a new file of a copy of the system folder fails against the Darwin shim.
    cp -R "$SYSTEM_DIR" "$copy/System"
    cp "$CHECKS/Negative/SystemGlibcSpelling.swift" "$copy/System/SystemGlibcSpelling.swift"
    expect_failure "a Glibc-only spelling in the system folder" \
        "$(expected_failure_of "$CHECKS/Negative/SystemGlibcSpelling.swift")" \
        env TABSPEC_SYSTEM_DIR="$copy/System" bash "${BASH_SOURCE[0]}"
    cases=$((cases + 1))
    say "self-test passed: $cases negative cases fail as they must"
    exit 0
fi

# MARK: Deprecations (deployment target iOS 27)

# The deployment target the check stands for; an API deprecated in this release or earlier warns.
DEPLOYMENT_MAJOR=27
DEPLOYMENT_MINOR=0

# Writes `file` to `target` with each `@available(iOS, … deprecated: V …)` whose V is at most the deployment
# target as `@available(*, deprecated…)` (its message kept): on Linux no iOS attribute is active, so this is how the
# shims say "deprecated" to the compiler. The file is rewritten only when its bytes change (no needless rebuild).
deprecate_shim_file() {
    local file=$1 target=$2
    mkdir -p "$(dirname "$target")"
    DEPLOYMENT_MAJOR=$DEPLOYMENT_MAJOR DEPLOYMENT_MINOR=$DEPLOYMENT_MINOR perl -pe '
        if (/^(\s*)\@available\(iOS,.*\bdeprecated: (\d+)(?:\.(\d+))?/) {
            my ($indent, $major, $minor) = ($1, $2, $3 // 0);
            if ($major < $ENV{DEPLOYMENT_MAJOR} || ($major == $ENV{DEPLOYMENT_MAJOR} && $minor <= $ENV{DEPLOYMENT_MINOR})) {
                my ($message) = /(, message: "(?:[^"\\]|\\.)*")/;
                $_ = $indent . "\@available(*, deprecated" . ($message // "") . ")\n";
            }
        }' "$file" >"$target.new"
    replace_if_changed "$target"
}

# Copies the runtime's `file` to `target` with each `#available(iOS N, *)` whose N is above the deployment target
# followed by `, deprecationCheckCannotTell`: on Linux every `#available(iOS N, *)` is true and the compiler treats
# its `else` as code that never runs, which is right for N up to the deployment target (an app built for iOS 27.0
# never runs the `else` of `#available(iOS 18.0, *)`, and Swift does not warn there) but not above it (iOS 27.0
# runs the `else` of `#available(iOS 27.1, *)`); a second condition the compiler cannot decide makes that `else`
# reachable again. Nothing else changes, so lines and columns stay the runtime's up to the inserted text.
copy_runtime_file() {
    local file=$1 target=$2
    mkdir -p "$(dirname "$target")"
    DEPLOYMENT_MAJOR=$DEPLOYMENT_MAJOR DEPLOYMENT_MINOR=$DEPLOYMENT_MINOR perl -pe '
        s{(#available\(iOS (\d+)(?:\.(\d+))?(?:\.\d+)?, \*\))}{
            my ($query, $major, $minor) = ($1, $2, $3 // 0);
            ($major > $ENV{DEPLOYMENT_MAJOR} || ($major == $ENV{DEPLOYMENT_MAJOR} && $minor > $ENV{DEPLOYMENT_MINOR}))
                ? "$query, deprecationCheckCannotTell" : $query
        }ge' "$file" >"$target"
}

check_deprecations() {
    local scratch=$SCRATCH-deprecations file relative count
    mkdir -p "$scratch/AppleShims/Sources"
    cp "$SHIMS/Package.swift" "$scratch/AppleShims/Package.swift.new"
    replace_if_changed "$scratch/AppleShims/Package.swift"
    while IFS= read -r -d '' file; do
        relative=${file#"$SHIMS"/Sources/}
        deprecate_shim_file "$file" "$scratch/AppleShims/Sources/$relative"
    done < <(find "$SHIMS/Sources" -name '*.swift' -print0)
    count=$(grep -rhE '^[[:space:]]*@available\(\*, deprecated' "$scratch/AppleShims/Sources" | wc -l)
    ((count > 0)) || fail "no shim API is deprecated in iOS $DEPLOYMENT_MAJOR.$DEPLOYMENT_MINOR or earlier: nothing to check"
    rm -rf "$scratch/Sources"
    mkdir -p "$scratch/Sources/TabSpecRuntime"
    while IFS= read -r -d '' file; do
        copy_runtime_file "$file" "$scratch/Sources/TabSpecRuntime/${file#"$RUNTIME_DIR"/}"
    done < <(find "$RUNTIME_DIR" -name '*.swift' -print0)
    cat >"$scratch/Sources/TabSpecRuntime/DeprecationCheckCannotTell.swift" <<'SWIFT'
// Added by Scripts/typecheck-apple.sh --deprecations: a condition the compiler cannot decide (see copy_runtime_file).
let deprecationCheckCannotTell = Bool.random()
SWIFT
    cat >"$scratch/Package.swift.new" <<'MANIFEST'
// swift-tools-version: 6.0
// Generated by Scripts/typecheck-apple.sh --deprecations; do not edit.
import PackageDescription

let package = Package(
    name: "DeprecationCheck",
    dependencies: [.package(path: "AppleShims")],
    targets: [
        .target(
            name: "TabSpecRuntime",
            dependencies: [.product(name: "UIKit", package: "AppleShims"), .product(name: "SwiftUI", package: "AppleShims")]
        ),
    ]
)
MANIFEST
    replace_if_changed "$scratch/Package.swift"
    say "compiling ${RUNTIME_DIR#"$ROOT"/} against the shims with the $count APIs deprecated in iOS $DEPLOYMENT_MAJOR.$DEPLOYMENT_MINOR or earlier deprecated"
    # Warnings come only from files that compile: the runtime's files are fresh copies (new dates) every time, so
    # each one compiles again.
    local log=$scratch/build.log status=0
    swift build --package-path "$scratch" --target TabSpecRuntime >"$log" 2>&1 || status=$?
    if ((status != 0)); then
        sed -e "s#$scratch/Sources/TabSpecRuntime#$RUNTIME_DIR#g" "$log" >&2
        fail "the runtime does not compile against the shims with the iOS $DEPLOYMENT_MAJOR deprecations (see the errors above)"
    fi
    # Warnings as errors: every deprecation warning in the runtime is a use iOS 27 runs.
    local uses=()
    while IFS= read -r use; do uses+=("$use"); done < <(
        grep -E "^$scratch/Sources/TabSpecRuntime/.*\.swift:[0-9]+:[0-9]+: warning: .* is deprecated" "$log" |
            sed -e "s#^$scratch/Sources/TabSpecRuntime/##" | sort -u -t: -k1,1 -k2,2n -k3,3n
    )
    if ((${#uses[@]} > 0)); then
        printf '%s\n' "${uses[@]/#/"${RUNTIME_DIR#"$ROOT"/}/"}" >&2
        fail "${#uses[@]} use(s) of APIs deprecated in iOS $DEPLOYMENT_MAJOR.$DEPLOYMENT_MINOR that iOS $DEPLOYMENT_MAJOR runs: $(printf '%s ' "${uses[@]%%: warning*}")"
    fi
    say "passed: no use of the $count APIs deprecated in iOS $DEPLOYMENT_MAJOR.$DEPLOYMENT_MINOR or earlier in code iOS $DEPLOYMENT_MAJOR runs"
}

if ((DEPRECATIONS)); then
    check_deprecations
    exit 0
fi

# MARK: Policy checks

# The fakes' test-only controls are SPI (`@_spi(Fake)`); product code must never use them.
if spi=$(grep -rlnF --include='*.swift' '@_spi(Fake)' "$ROOT/Sources" "$RUNTIME_DIR"); then
    fail "these files use @_spi(Fake) (the shims' test-only fake controls): $spi"
fi
# Public API only: no code (comments may describe what was measured) names UIKit's private classes or reads
# private properties by key.
if private=$(grep -rnE --include='*.swift' '\b_UI[A-Za-z]+|\bUITabBarButton\b|\bUITabBarSwappableImageView\b|\bvalue\(forKey(Path)?:' "$RUNTIME_DIR" |
    grep -vE '^[^:]+:[0-9]+:[[:space:]]*//'); then
    fail "the runtime refers to UIKit's private view hierarchy:"$'\n'"$private"
fi
# Platform code compiles by design: each file importing UIKit or SwiftUI starts with a canImport guard for it,
# and no condition uses os(iOS).
while IFS= read -r -d '' file; do
    first_condition=$(grep -m 1 -E '^#if ' "$file" || true)
    for module in UIKit SwiftUI; do
        if grep -qE "^import $module\$" "$file" && [[ $first_condition != *"canImport($module)"* ]]; then
            fail "$file imports $module without a '#if canImport($module)' guard around the file"
        fi
    done
    if grep -nE '^#(if|elseif).*os\(iOS\)' "$file"; then
        fail "$file guards platform code with os(iOS); use canImport (docs/Platforms.md)"
    fi
done < <(find "$RUNTIME_DIR" -name '*.swift' -print0)

# MARK: Generated Swift

say "building tabspec"
(cd "$ROOT" && swift build --product tabspec >&2) || fail "swift build --product tabspec failed"
TABSPEC="$(cd "$ROOT" && swift build --show-bin-path)/tabspec"

# Compiles `spec` into `directory` (tabspec writes a file only when its bytes change).
compile_spec() {
    local spec=$1 directory=$2
    "$TABSPEC" compile "$spec" -o "$directory" >&2 || fail "tabspec compile $spec failed"
}

# Removes the generated files of `directory` whose spec is not among the arguments.
prune_generated() {
    local directory=$1 file base keep
    shift
    for file in "$directory"/*.swift; do
        [[ -e $file ]] || continue
        base=$(basename "$file" .swift)
        keep=0
        for spec in "$@"; do
            [[ $(basename "$spec" .tabspec) == "$base" ]] && keep=1
        done
        ((keep)) || rm -f "$file"
    done
}

# Fails if two of the arguments have the same file name (they would share one path in a target).
require_unique_names() {
    local duplicates
    duplicates=$(for file in "$@"; do basename "$file"; done | sort | uniq -d)
    [[ -z $duplicates ]] || fail "two inputs share a file name (one target cannot hold both): $duplicates"
}

mkdir -p "$SCRATCH/Sources"
ln -sfn "$RUNTIME_DIR" "$SCRATCH/Sources/TabSpecRuntime"

# The default check executable: the behaviour checks, the canImport probe, the bundled specs' Swift and the
# fixture specs' (paths no bundled spec takes: the consumer's search tab, `role: search`; the keys of shipping
# apps, v1.3 — images from `Bundle.module`, actions, optional tabs, localized hints; the prominent tab of iOS 27).
BUNDLED=("$ROOT"/Specs/*.tabspec)
FIXTURES=("$ROOT/Tests/TabSpecConsumerTests/Specs/SearchTabs.tabspec" "$ROOT/Tests/TabSpecCoreTests/Fixtures/Swift/Apps.tabspec"
    "$ROOT/Tests/TabSpecCoreTests/Fixtures/Swift/Prominent.tabspec")
mkdir -p "$SCRATCH/Sources/AppleChecks/Generated"
rm -rf "$SCRATCH/Sources/AppleChecks/Checks"
mkdir -p "$SCRATCH/Sources/AppleChecks/Checks"
for file in "$CHECKS"/*.swift; do
    ln -s "$file" "$SCRATCH/Sources/AppleChecks/Checks/$(basename "$file")"
done
say "compiling ${#BUNDLED[@]} bundled specs and ${#FIXTURES[@]} fixture spec(s)"
for spec in "${BUNDLED[@]}" "${FIXTURES[@]}"; do
    compile_spec "$spec" "$SCRATCH/Sources/AppleChecks/Generated"
done
prune_generated "$SCRATCH/Sources/AppleChecks/Generated" "${BUNDLED[@]}" "${FIXTURES[@]}"
# Apps.tabspec reads `Bundle.module` (its images, its localized hints): SwiftPM declares it only for a target with
# resources, so the check executable gets one, as an app's target has its asset catalog.
mkdir -p "$SCRATCH/Sources/AppleChecks/Resources"
echo "The resource typecheck-apple.sh adds so that Bundle.module exists." >"$SCRATCH/Sources/AppleChecks/Resources/README.txt"

# The user's executable, from FILES.
PATH_MAP=(-e "s#$SCRATCH/Sources/TabSpecRuntime#$RUNTIME_DIR#g" -e "s#$SCRATCH/Sources/AppleChecks/Checks#$CHECKS#g")
rm -rf "$SCRATCH/Sources/UserCheck"
HAS_USER_CHECK=0
USER_RESOURCES=0
if ((${#SWIFT_FILES[@]} + ${#SPECS[@]} > 0)); then
    HAS_USER_CHECK=1
    require_unique_names "${SWIFT_FILES[@]}" "${SPECS[@]/%.tabspec/.swift}"
    mkdir -p "$SCRATCH/Sources/UserCheck"
    has_entry=0
    for file in "${SWIFT_FILES[@]}"; do
        absolute=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
        ln -s "$absolute" "$SCRATCH/Sources/UserCheck/$(basename "$file")"
        PATH_MAP+=(-e "s#$SCRATCH/Sources/UserCheck/$(basename "$file")#$absolute#g")
        if [[ $(basename "$file") == main.swift ]] || grep -qE '^[[:space:]]*@main\b' "$file"; then
            has_entry=1
        fi
    done
    for spec in "${SPECS[@]}"; do
        compile_spec "$spec" "$SCRATCH/Sources/UserCheck"
    done
    # A localized spec with `bundle: module` reads `Bundle.module`, and so does the `TabBarImageBundle` conformance
    # of `imageBundle: module` (`{ .module }`); SwiftPM declares it only for a target with resources: give the
    # target one (a plain file, copied as is), as an app's target has its strings tables and asset catalogs.
    if grep -qE 'Bundle\.module\.|: TabBarImageBundle \{' "$SCRATCH"/Sources/UserCheck/*.swift 2>/dev/null; then
        USER_RESOURCES=1
        mkdir -p "$SCRATCH/Sources/UserCheck/Resources"
        echo "The resource typecheck-apple.sh adds so that Bundle.module exists." >"$SCRATCH/Sources/UserCheck/Resources/README.txt"
    fi
    if ((!has_entry)); then
        echo "// The entry point typecheck-apple.sh adds when FILES have none." >"$SCRATCH/Sources/UserCheck/main.swift"
    fi
fi

# MARK: The check package

{
    cat <<MANIFEST
// swift-tools-version: 6.0
// Generated by Scripts/typecheck-apple.sh; do not edit.
import PackageDescription

let shims: [Target.Dependency] = [
    .product(name: "UIKit", package: "AppleShims"),
    .product(name: "SwiftUI", package: "AppleShims"),
]

let package = Package(
    name: "AppleTypecheck",
    dependencies: [.package(path: "$SHIMS")],
    targets: [
        .target(name: "TabSpecRuntime", dependencies: shims, linkerSettings: [.linkedLibrary("m")]),
        .executableTarget(name: "AppleChecks", dependencies: ["TabSpecRuntime"] + shims, resources: [.copy("Resources")]),
MANIFEST
    if ((HAS_USER_CHECK && USER_RESOURCES)); then
        echo '        .executableTarget(name: "UserCheck", dependencies: ["TabSpecRuntime"] + shims, resources: [.copy("Resources")]),'
    elif ((HAS_USER_CHECK)); then
        echo '        .executableTarget(name: "UserCheck", dependencies: ["TabSpecRuntime"] + shims),'
    fi
    cat <<'MANIFEST'
    ]
)
MANIFEST
} >"$SCRATCH/Package.swift.new"
replace_if_changed "$SCRATCH/Package.swift"

# Builds `product` of the package at `package`, printing diagnostics with the repository's paths.
build_product() {
    local package=$1 product=$2
    shift 2
    swift build --package-path "$package" --product "$product" 2>&1 | sed "$@" >&2
}

say "typechecking Sources/TabSpecRuntime, the generated Swift and Tests/AppleTypecheck against the shims"
build_product "$SCRATCH" AppleChecks "${PATH_MAP[@]}" || fail "the Apple-API typecheck failed (see the errors above)"
BIN=$(swift build --package-path "$SCRATCH" --show-bin-path)
say "running the behaviour checks"
"$BIN/AppleChecks" >&2 || fail "the behaviour checks failed (see above)"

if ((HAS_USER_CHECK)); then
    say "building and running the FILES executable"
    build_product "$SCRATCH" UserCheck "${PATH_MAP[@]}" || fail "the FILES typecheck failed (see the errors above)"
    status=0
    "$BIN/UserCheck" >&2 || status=$?
    ((status == 0)) || fail "the check executable exited with status $status"
fi

# MARK: The Darwin branch of the system folder

SYSTEM_FILES=()
while IFS= read -r -d '' file; do SYSTEM_FILES+=("$file"); done < <(find "$SYSTEM_DIR" -name '*.swift' -print0 2>/dev/null | sort -z)
if ((${#SYSTEM_FILES[@]} == 0)); then
    fail "$SYSTEM_DIR holds no Swift files: the CLI's system folder (all libc use, issue 9 scope 1) is required"
fi
DARWIN_SCRATCH=$SCRATCH-darwin
mkdir -p "$DARWIN_SCRATCH"
rm -rf "$DARWIN_SCRATCH/Sources"
mkdir -p "$DARWIN_SCRATCH/Sources/TabSpecSystem"
DARWIN_MAP=()
for file in "${SYSTEM_FILES[@]}"; do
    relative=${file#"$SYSTEM_DIR"/}
    link="$DARWIN_SCRATCH/Sources/TabSpecSystem/System/$relative"
    mkdir -p "$(dirname "$link")"
    ln -s "$file" "$link"
    DARWIN_MAP+=(-e "s#$link#$file#g")
done
PROBE=$DARWIN_SHIM/Probe/DarwinBranchProbe.swift
[[ -f $PROBE ]] || fail "$PROBE is missing"
ln -s "$PROBE" "$DARWIN_SCRATCH/Sources/TabSpecSystem/DarwinBranchProbe.swift"
DARWIN_MAP+=(-e "s#$DARWIN_SCRATCH/Sources/TabSpecSystem/DarwinBranchProbe.swift#$PROBE#g")
cat >"$DARWIN_SCRATCH/Package.swift.new" <<MANIFEST
// swift-tools-version: 6.0
// Generated by Scripts/typecheck-apple.sh; do not edit.
import PackageDescription

// Only the system folder and the Darwin shim: no other target can see the shim and change meaning.
let package = Package(
    name: "DarwinTypecheck",
    dependencies: [.package(path: "$DARWIN_SHIM")],
    targets: [
        .target(name: "TabSpecSystem", dependencies: [.product(name: "Darwin", package: "DarwinShim")]),
    ]
)
MANIFEST
replace_if_changed "$DARWIN_SCRATCH/Package.swift"
say "compiling the Darwin branch of ${SYSTEM_DIR#"$ROOT"/} (${#SYSTEM_FILES[@]} files) against the Darwin shim"
swift build --package-path "$DARWIN_SCRATCH" --target TabSpecSystem 2>&1 | sed "${DARWIN_MAP[@]}" >&2 ||
    fail "the Darwin branch of the system folder does not compile against the Darwin shim (see the errors above)"

say "passed: the runtime, ${#BUNDLED[@]} bundled specs, ${#FIXTURES[@]} fixture spec(s), the behaviour checks$( ((HAS_USER_CHECK)) && echo ", FILES") and the Darwin branch"
