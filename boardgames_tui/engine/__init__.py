"""Game-agnostic engine: the Game contract, registry, match, saves, bots, simulation.

Nothing in this package imports textual or rich (an import-linter contract and a test
enforce it), so every game can be played, replayed and fuzzed headlessly.
"""
