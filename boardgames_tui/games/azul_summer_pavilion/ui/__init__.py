"""The Textual screen for Azul: Summer Pavilion (imports textual; the rules layer does not)."""
