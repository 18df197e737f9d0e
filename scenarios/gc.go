package scenarios

// BatchGCPercent is the garbage collector's target for a process that
// checks many scenarios, as `judge scenario check` does (runtime/debug's
// SetGCPercent; GOGC=400). Each play allocates a game, its trace and its
// undo snapshots, and drops them all when it ends, while what outlives a
// play (the cards, the editions) is a few megabytes: under the default
// of 100 the collector's smallest heap goal, 4 MB, is reached every few
// milliseconds, and the set spends about a third of its CPU time
// collecting. Letting the heap grow to five times what is live holds the
// process under 50 MB.
const BatchGCPercent = 400
