// A negative case of `Scripts/typecheck-apple.sh --self-test`: added to a copy of Sources/tabspec/System, a Glibc
// field name in the Darwin branch must fail against the Darwin shim (Darwin's `stat` has `st_mtimespec`).
// expect-failure: value of type 'stat' has no member 'st_mtim'
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl")
#endif

#if canImport(Darwin)
func modificationSeconds(of info: stat) -> Int {
    info.st_mtim.tv_sec
}
#endif
