"""Textual's footer, with each key's description and tooltip in the player's language, and
only as many keys as the width holds.

Bindings are class attributes written in English; their descriptions are message ids of
the domain of the class that declares them (a game screen's keys in the game's catalog,
the shell's in `boardgames`), translated here when the footer is drawn, so a language
chosen at run time shows in every footer drawn after it.

German labels run about a third longer than English ones, and a game screen has up to a
dozen keys: at 80 columns they do not all fit. Rather than cut the last label at the edge,
the footer hides the keys a player needs least, and the help key (which lists every key)
says there are more. Least needed first: the keys every game screen has (log, hint, quit,
undo), then the navigation keys the prompt line explains (Tab, Enter, Esc), then the
screen's other keys from the last declared; in a replay its stepping keys go last. Hidden
keys still work.
"""

from __future__ import annotations

from rich.text import Text
from textual.dom import NoScreen
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from ...engine import i18n
from ...engine.i18n import N_

HELP_ACTIONS = ("help", "app.help")
# the shell's game-screen keys, the first to give way (help lists them)
SPARE_ACTIONS = ("toggle_log", "hint", "quit_game", "undo")
# keys the prompt line names in its own sentence ("Tab nächste Stelle, Enter legt an")
NAVIGATION_KEYS = ("tab", "enter", "escape", "left", "right", "up", "down")
MORE_KEYS = N_("Help, more keys")
# In a browser (`boardgames serve`), the page's key bar for touch screens has these keys
# of its own; the screen's other keys are sent to it to show beside them.
BAR_KEYS = {"enter", "escape", "tab", "left", "right", "up", "down", "u", "h",
            "question_mark", "f1"}
KEY_CHARACTERS = {"left_square_bracket": "[", "right_square_bracket": "]",
                  "question_mark": "?", "space": " ", "full_stop": ".", "comma": ",",
                  "plus": "+", "minus": "-", "equals_sign": "="}


def typed_character(key: str) -> str | None:
    """What a key sends when typed (a letter, a digit, a bracket), or None (Ctrl+..., F1)."""
    if len(key) == 1 and key.isprintable():
        return key
    return KEY_CHARACTERS.get(key)


def bar_keys(keys: list[FooterKey]) -> list[list[str]]:
    """[label, the characters typed, description] of each shown key the page's key bar
    lacks (a game's r, s, p, [ ]...)."""
    out = []
    for widget in keys:
        names = widget.key.split(",")
        if names[0] in BAR_KEYS:
            continue
        for char in map(typed_character, names):
            if char is not None:
                out.append([key_display(widget.key_display) if len(names) == 1 else char,
                            char, str(widget.description)])
    return out


def key_text(screen, text: str) -> str:
    """A binding's description or tooltip, from the first domain of the screen's active
    bindings' nodes that translates it (then the shell's)."""
    if not text:
        return text
    seen = []
    for node, *_ in screen.active_bindings.values():
        name = i18n.domain_of(node)
        if name not in seen:
            seen.append(name)
    return i18n.translate_any([*seen, i18n.SHELL], text)


def key_display(text: str) -> str:
    """A key as the footer shows it ("Ctrl+S", "Space"), as a keyboard of the player's
    language prints it ("Strg+S", "Leertaste")."""
    *mods, base = text.split("+")
    return "+".join([i18n.translate_context(i18n.SHELL, "key", part) for part in mods]
                    + [i18n.translate_context(i18n.SHELL, "key", base) if base else base])


# a replay's keys, the most needed first
REPLAY_KEEP = ("replay_step", "replay_round", "replay_analysis", "replay_chart",
               "replay_reveal", "replay_end", "replay_leave")


def replay_rank(key: FooterKey) -> int:
    """Where a replay key goes in the drop order: the least needed first."""
    name = key.action.removeprefix("app.").split("(")[0]
    return -REPLAY_KEEP.index(name) if name in REPLAY_KEEP else 0


def drop_order(keys: list[FooterKey]) -> list[FooterKey]:
    """The keys that may be hidden, least needed first (never the help key)."""
    spare = sorted((k for k in keys if k.action in SPARE_ACTIONS),
                   key=lambda k: SPARE_ACTIONS.index(k.action))
    rest = [k for k in reversed(keys) if k.action not in (*SPARE_ACTIONS, *HELP_ACTIONS)]
    # a replay's keys (the app's, active only there) are the last to go, the stepping
    # keys last of all
    replay = sorted((k for k in rest if "replay_" in k.action), key=replay_rank)
    rest = [k for k in rest if k not in replay]
    navigation = [k for k in rest if k.key.split(",")[0] in NAVIGATION_KEYS]
    return spare + navigation + [k for k in rest if k not in navigation] + replay


class Footer(TextualFooter):
    def compose(self):
        """The keys as the screen declares them. On a game screen the help key comes
        first (at 80 columns the way to every key must show), but Textual puts the
        priority keys (the shared pointing keys, board/pointing.py) before all others."""
        widgets = list(super().compose())
        if hasattr(self.screen, "pointing_allowed"):
            widgets.sort(key=lambda w: not (isinstance(w, FooterKey)
                                            and w.action in HELP_ACTIONS))
        for widget in widgets:
            if isinstance(widget, FooterKey):
                widget.key_display = key_display(widget.key_display)
                widget.description = key_text(self.screen, widget.description)
                if widget.tooltip:
                    widget.tooltip = key_text(self.screen, str(widget.tooltip))
            yield widget

    async def recompose(self) -> None:
        await super().recompose()
        self.fit_width()
        self.announce_keys()

    def announce_keys(self) -> None:
        """In a browser: tell the page which keys of this screen its touch key bar should
        add (a meta packet; the server passes it on to the page)."""
        driver = getattr(self.app, "_driver", None)
        if driver is None or not getattr(driver, "is_web", False) or not self.is_attached:
            return
        try:
            if self.app.screen is not self.screen:
                return
        except NoScreen:  # a screen being taken down (or none yet)
            return
        keys = bar_keys(list(self.query_children(FooterKey)))
        if getattr(self.app, "_announced_keys", None) != keys:  # said once per change
            self.app._announced_keys = keys
            driver.write_meta({"type": "keys", "keys": keys})

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_width)

    def on_mount(self) -> None:
        self.app.screen_change_signal.subscribe(self, self._screen_changed)
        self.call_after_refresh(self.announce_keys)

    def _screen_changed(self, screen) -> None:
        """This footer's screen is shown (pushed, or back from a dialog over it): its keys
        are the page's key bar's again."""
        if screen is self.screen:
            self.call_after_refresh(self.announce_keys)

    def watch_compact(self, _compact: bool) -> None:
        """The game screen turns compact spacing on below 80×24's layout: keys narrow."""
        self.call_after_refresh(self.fit_width)

    def fit_width(self) -> None:
        """Show every key, then hide the least needed ones until the rest fit the width."""
        keys = list(self.query_children(FooterKey))
        self.announce_keys()
        if not keys or not self.size.width:
            return
        helps = [k for k in keys if k.action in HELP_ACTIONS]
        for key in keys:
            key.display = True
        for key in helps:
            if not hasattr(key, "help_text"):
                key.help_text = key.description
            key.description = key.help_text
        if self.used_width(keys) > self.size.width:
            for key in helps:
                key.description = i18n.translate(i18n.SHELL, MORE_KEYS)
            for key in drop_order(keys):
                if self.used_width(keys) <= self.size.width:
                    break
                key.display = False
        for key in helps:
            key.refresh(layout=True)

    @staticmethod
    def used_width(keys: list[FooterKey]) -> int:
        """Cells the shown keys take, each with its margins."""
        total = 0
        for key in keys:
            if key.display:
                rendered = key.render()
                text = rendered if isinstance(rendered, Text) else Text(str(rendered))
                total += text.cell_len + key.styles.margin.left + key.styles.margin.right
        return total
