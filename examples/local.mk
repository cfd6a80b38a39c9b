# rules for examples/ (none yet)
