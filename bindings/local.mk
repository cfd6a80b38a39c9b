# rules for bindings/ (none yet)
