"""Words the engine itself writes into the action log, in one place (for translation)."""

# After the log line of a decision that played itself (its seat had no other choice).
ONLY_CHOICE = "{action} (the only choice)"

# The first event logged after the decision that began a new round.
ROUND_SEPARATOR = "──── Round {number} ────"
