"""Textual's OptionList, safe to page through before it has any height.

Textual's PageUp/PageDown look the highlighted option's line up in a table that is only
filled while the list has a size; a list laid out with no height (a small terminal, a
panel squeezed to nothing) raised KeyError on PageDown and stopped the app (issue 26).
There a page is one option, as the arrow keys move.
"""

from __future__ import annotations

from textual.widgets import OptionList as TextualOptionList


class OptionList(TextualOptionList):
    def _move_page(self, direction) -> None:
        if self.options and (self.highlighted or 0) not in self._index_to_line:
            if direction > 0:
                self.action_cursor_down()
            else:
                self.action_cursor_up()
            return
        super()._move_page(direction)
