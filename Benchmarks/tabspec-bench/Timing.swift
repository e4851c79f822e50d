/// Repeated timings of one piece of work: one warm-up run, then `runs` measured runs.
struct Timing {
    /// Each measured run, in seconds, in run order.
    var samples: [Double]

    /// The fastest run: the estimate least disturbed by other work on the machine.
    var minimum: Double { samples.min() ?? 0 }

    /// The middle run (the mean of the two middle ones for an even count).
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Runs `body` once to warm up, then `runs` times, timing each run. `body` returns a number derived from
    /// its result, folded into `checksum` so the optimiser cannot drop the work.
    static func measure(runs: Int, checksum: inout Int, _ body: () -> Int) -> Timing {
        checksum &+= body()
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = Clock.now()
            let value = body()
            let end = Clock.now()
            checksum &+= value
            samples.append(end - start)
        }
        return Timing(samples: samples)
    }
}

/// The median of some numbers (0 for none).
func median(_ values: [Double]) -> Double {
    Timing(samples: values).median
}

/// Times two child processes interleaved: `round` runs `runs` times after three warm-up rounds (they fill the
/// page cache) and returns each process's wall times in seconds, or the first error, which ends the rounds.
func interleavedTimes(runs: Int, _ round: () throws -> (Double, Double)) -> (first: [Double], second: [Double], error: String?) {
    var first: [Double] = []
    var second: [Double] = []
    for index in 0..<(runs + 3) {
        do {
            let (a, b) = try round()
            if index >= 3 {
                first.append(a)
                second.append(b)
            }
        } catch {
            return (first, second, "\(error)")
        }
    }
    return (first, second, nil)
}
