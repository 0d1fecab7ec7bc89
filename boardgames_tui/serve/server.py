"""The web server of `boardgames serve`: textual-serve's, with three changes.

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

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server

PAGE_TITLE = "Board games"
QUIT_WAIT = 10.0  # seconds a tab's app gets to quit (its game is saved already) before a kill
HEARTBEAT = 15.0  # seconds between pings, so a tablet that went away is noticed


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


class BoardGamesServer(Server):
    """One app process per browser tab, with this process's environment (data folder)."""

    def __init__(self, command: str, host: str, port: int):
        super().__init__(command, host=host, port=port, title=PAGE_TITLE)
        self.tabs: set[web.WebSocketResponse] = set()

    def application(self):
        """The aiohttp application to run (the page, its files and the tabs' connections)."""
        return self._make_app()

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: textual-serve prints its banner here, before the port is even open."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Serving stops: close every tab, so each app quits and is waited for."""
        await asyncio.gather(*(tab.close() for tab in list(self.tabs)))

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        # Nothing awaits between setting the address and the page reading it, so a
        # request from another browser cannot change it in between.
        self.public_url = f"{request.scheme}://{request.host}"
        return await Server.handle_index(self, request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: its own app, sized to the page, until the tab closes or the app quits."""
        tab = web.WebSocketResponse(heartbeat=HEARTBEAT)
        await tab.prepare(request)
        service = AppService(self.command, write_bytes=tab.send_bytes,
                             write_str=tab.send_str, close=tab.close,
                             download_manager=self.download_manager)
        self.tabs.add(tab)
        try:
            await service.start(_cells(request, "width", 80), _cells(request, "height", 24))
            await self._process_messages(tab, service)
        finally:
            self.tabs.discard(tab)
            await service.stop()
            await _ended(service)
            await tab.close()
        return tab
