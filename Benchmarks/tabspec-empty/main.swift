// An empty Swift program: tabspec-bench compares the CLI's start-up with this one's.
