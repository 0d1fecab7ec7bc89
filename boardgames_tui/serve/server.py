"""The web server of `boardgames serve`: textual-serve's, with these changes.

- Only invited players: every request must carry the table's key (`?key=` in the
  address printed at start, then a cookie, so a reload works); one without it, or with a
  wrong one, gets a refusal page and starts nothing. Wrong keys from one address are
  answered ever more slowly (`Throttle`).
- A limit on tabs: each tab is an app process; one more than `max_tabs` gets a page that
  says the table is full, and the server stays up.
- The page is the project's own (templates/page.html): laid out at the device's width,
  the font size chosen so 80×24 cells fit the screen (a phone held sideways too), the
  keyboard given to the app at once, an optional key bar on touch screens, and every
  file from this server (the font too: nothing is asked of another host).
- No banner of its own (the command prints the address once the port is open).
- The page's links name the address the browser came by, not the one bound: with
  `--host 0.0.0.0` a tablet reaches the laptop by its network address.
- Each tab's app process is waited for when the tab closes, and every tab is closed
  when serving stops, so Ctrl+C ends at once and leaves no process behind (textual-serve
  alone waits for open tabs for a minute and never reaps the processes).

Built on textual-serve 1.1.3 (pinned): `Server._make_app`, `Server._process_messages` and
`AppService._process` are its own names; the browser test notices if they change.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import html
import time
from pathlib import Path

import aiohttp_jinja2
import jinja2
from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..engine.i18n import _

PAGE_TITLE = "Board games"
QUIT_WAIT = 10.0  # seconds a tab's app gets to quit (its game is saved already) before a kill
HEARTBEAT = 5.0  # seconds between pings: a tablet gone from the network ends its app within ~10 s
COOKIE = "boardgames_key"
NEED = (80, 24)  # cells every game fits with two players (the font size is chosen for it)
MAX_TABS = 8
TEMPLATES = Path(__file__).with_name("templates")

# The key bar of touch screens: (label, what the key sends, its name for screen readers)
KEYS = [
    ("Enter", "\r", "Enter"), ("Esc", "\x1b", "Escape"), ("Tab", "\t", "Tab"),
    ("←", "\x1b[D", "Left"), ("↑", "\x1b[A", "Up"), ("↓", "\x1b[B", "Down"),
    ("→", "\x1b[C", "Right"), ("u", "u", "u"), ("h", "h", "h"), ("?", "?", "?"),
    ("⌨", "", "Keyboard"),
]


def _cells(request: web.Request, name: str, default: int) -> int:
    """The terminal size the page asks for (`?width=..&height=..`), in character cells."""
    try:
        return max(1, int(request.query.get(name, default)))
    except ValueError:
        return default


async def _ended(service: AppService) -> None:
    """Wait for a tab's app process to exit; kill it if it does not within QUIT_WAIT."""
    process = service._process
    if process is None:
        return
    try:
        await asyncio.wait_for(process.wait(), QUIT_WAIT)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        await process.wait()


class Throttle:
    """Wrong keys from one address wait ever longer for their refusal: none for the first
    FREE, then 0.5 s doubling up to LONGEST, so guessing a key takes forever while a
    player who mistyped it once is not slowed down. A right key forgets the address."""

    FREE = 3
    LONGEST = 10.0
    FORGET = 600.0  # seconds after which an address's wrong keys no longer count

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.wrong: dict[str, tuple[int, float]] = {}

    def delay(self, address: str) -> float:
        """Count one more wrong key from `address`: how long its refusal waits."""
        count, last = self.wrong.get(address, (0, 0.0))
        now = self.clock()
        if now - last > self.FORGET:
            count = 0
        count += 1
        self.wrong[address] = (count, now)
        if count <= self.FREE:
            return 0.0
        return min(self.LONGEST, 0.5 * 2 ** (count - self.FREE - 1))

    def right(self, address: str) -> None:
        self.wrong.pop(address, None)


def _message_page(title: str, text: str, status: int) -> web.Response:
    body = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><meta name='viewport' "
            f"content='width=device-width, initial-scale=1'><title>{html.escape(title)}"
            f"</title></head><body style='background:#0c181f;color:#eee;font:18px sans-serif;"
            f"padding:1em'><h1>{html.escape(title)}</h1><p>{html.escape(text)}</p></body>"
            f"</html>")
    return web.Response(status=status, text=body, content_type="text/html")


class BoardGamesServer(Server):
    """One app process per browser tab, with this process's environment (data folder)."""

    def __init__(self, command: str, host: str, port: int, key: str | None,
                 max_tabs: int = MAX_TABS, lang: str = "en"):
        super().__init__(command, host=host, port=port, title=PAGE_TITLE)
        self.key = key
        self.max_tabs = max_tabs
        self.lang = lang
        self.tabs: set[web.WebSocketResponse] = set()
        self.throttle = Throttle()
        self.started = 0  # app processes started (a refused request starts none)

    def application(self):
        """The aiohttp application to run (the page, its files and the tabs' connections),
        behind the key check."""
        return self._make_app()

    async def _make_app(self) -> web.Application:
        app = await Server._make_app(self)
        app.middlewares.append(self._guard)
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(str(TEMPLATES)),
                             autoescape=True)
        return app

    def key_given(self, request: web.Request) -> str | None:
        return request.query.get("key") or request.cookies.get(COOKIE)

    @web.middleware
    async def _guard(self, request: web.Request, handler):
        """Every request carries the table's key, or is refused (after a wait that grows
        with the wrong keys from its address) and starts nothing."""
        if self.key is not None:
            given = self.key_given(request) or ""
            address = request.remote or "?"
            if not hmac.compare_digest(given.encode(), self.key.encode()):
                await asyncio.sleep(self.throttle.delay(address))
                return _message_page(
                    _("Not invited"),
                    _("This page needs the address with its key, as `boardgames serve` "
                      "printed it (…/?key=…). Ask the person who started it."), 403)
            self.throttle.right(address)
        response = await handler(request)
        if (self.key is not None and request.query.get("key")
                and isinstance(response, web.Response)):
            # kept for reloads and the page's own files (this browser only, this site only)
            response.set_cookie(COOKIE, self.key, httponly=True, samesite="Strict")
        return response

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: textual-serve prints its banner here, before the port is even open."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Serving stops: close every tab, so each app quits and is waited for."""
        await asyncio.gather(*(tab.close() for tab in list(self.tabs)))

    def _full(self) -> web.Response:
        return _message_page(
            _("The table is full"),
            _("{count} browser tabs are playing already, the most this server allows. "
              "Close one, then open this page again.").format(count=self.max_tabs), 503)

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        if len(self.tabs) >= self.max_tabs:
            return self._full()
        public = f"{request.scheme}://{request.host}"
        static = f"{public}{request.app.router['static'].url_for(filename='/')}".rstrip("/")
        websocket = "ws" + f"{public}{request.app.router['websocket'].url_for()}"[4:]
        context = {
            "lang": self.lang, "title": PAGE_TITLE, "static": static + "/",
            "websocket": websocket, "need_cols": NEED[0], "need_rows": NEED[1],
            "too_small": _("The games need {cols}×{rows} characters and this screen is too "
                           "small for them at a readable size. Turn the phone sideways, or "
                           "add ?fontsize=6 (a smaller font) to the address.").format(
                cols=NEED[0], rows=NEED[1]),
            "closed": _("This game's app has ended (every decision was saved)."),
            "restart": _("Open the game list again"),
            "keys_label": _("Keys"),
            "keys": KEYS,
        }
        return aiohttp_jinja2.render_template("page.html", request, context)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: its own app, sized to the page, until the tab closes or the app quits;
        none when the table is full."""
        if len(self.tabs) >= self.max_tabs:
            return self._full()
        tab = web.WebSocketResponse(heartbeat=HEARTBEAT)
        await tab.prepare(request)
        service = AppService(self.command, write_bytes=tab.send_bytes,
                             write_str=tab.send_str, close=tab.close,
                             download_manager=self.download_manager)
        self.tabs.add(tab)
        self.started += 1
        try:
            await service.start(_cells(request, "width", 80), _cells(request, "height", 24))
            await self._process_messages(tab, service)
        finally:
            self.tabs.discard(tab)
            await service.stop()
            await _ended(service)
            await tab.close()
        return tab
