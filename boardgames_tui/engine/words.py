"""Words the engine itself writes into the action log, in one place (translated where used)."""

from .i18n import N_

# After the log line of a decision that played itself (its seat had no other choice).
ONLY_CHOICE = N_("{action} (the only choice)")

# The first event logged after the decision that began a new round.
ROUND_SEPARATOR = N_("──── Round {number} ────")
