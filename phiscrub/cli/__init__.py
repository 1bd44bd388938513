"""The `phiscrub` command line: one module per command, each calling library code and holding no logic of its own."""
