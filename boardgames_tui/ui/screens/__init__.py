"""The shell's screens."""
