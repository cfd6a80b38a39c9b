# Tests (filled in below by each suite).
