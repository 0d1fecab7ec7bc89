"""The shared way to point at and choose the targets of a decision (issue 27)."""
