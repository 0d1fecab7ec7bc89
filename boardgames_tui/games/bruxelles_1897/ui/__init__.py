"""The Textual screen of Bruxelles 1897 (imports textual; the rules layer never does)."""
