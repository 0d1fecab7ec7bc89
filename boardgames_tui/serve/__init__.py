"""`boardgames serve`: the app in a browser, through textual-serve (issue 19).

Every browser tab that opens the page gets its own `boardgames` process, started with
this process's environment (so `BOARDGAMES_HOME` and the platform data folder are the
terminal's): the same screens, keys and saves. Closing a tab ends its process; every
decision was saved when it was made, so the next page offers to resume the game.

textual-serve (in `server.py`) is imported only when serving, so the other commands start
as fast as before.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import shlex
import sys

from ..engine.i18n import _

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
ANY_ADDRESS = ("0.0.0.0", "::", "")  # bind to every network address of this computer


class ServeError(Exception):
    """The server cannot start: one line saying why (the command line exits with 2)."""


def app_command(lang: str | None = None) -> str:
    """The shell command textual-serve runs for each browser tab: this Python, this app,
    and the `--lang` the server was started with (else each tab follows the environment
    and the language remembered on the game list, as the terminal does)."""
    return shlex.join([sys.executable, "-m", "boardgames_tui.cli",
                       *(["--lang", lang] if lang else [])])


def is_local(host: str) -> bool:
    """Whether only this computer can reach `host` (a loopback address or `localhost`)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def address(host: str, port: int) -> str:
    """The address to type into a browser (an IPv6 address goes in brackets)."""
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def check_port(port: int) -> None:
    if not 1 <= port <= 65535:
        raise ServeError(
            _("--port must be a number from 1 to 65535, not {port}").format(port=port))


def announcement(host: str, port: int, data_folder: str) -> list[str]:
    """What `boardgames serve` prints once it listens: where to go, and who else can."""
    if host in ANY_ADDRESS:
        lines = [
            _("Serving the board games on every network address of this computer, port "
              "{port}: on a tablet or TV, open {address} with ADDRESS this computer's "
              "address on your network (`hostname -I` prints it).").format(
                port=port, address=address("ADDRESS", port)),
        ]
    else:
        text = (_("Serving the board games at {address}: open it in a browser on this "
                  "computer.") if is_local(host)
                else _("Serving the board games at {address}: open it in a browser."))
        lines = [text.format(address=address(host, port))]
    if not is_local(host):
        lines.append(
            _("Warning: anyone on this network who opens that address can play, and can "
              "see, resume and delete every game saved on this computer. Leave out --host "
              "(then only this computer can connect) unless you trust everyone on the "
              "network."))
    lines += [
        _("Every browser tab is its own app, with the saves of `boardgames` (in "
          "{folder}).").format(folder=data_folder),
        _("Ctrl+C stops serving; every game is saved at every decision."),
    ]
    return lines


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, lang: str | None = None) -> int:
    """Serve the app until Ctrl+C (or SIGTERM); 0 then. ServeError if it cannot listen."""
    check_port(port)
    import errno

    from aiohttp import web

    from ..engine.saves import data_dir
    from .server import BoardGamesServer

    def announce(*_aiohttp_lines) -> None:
        """Called by aiohttp once the port is open (in place of its own lines)."""
        for line in announcement(host, port, str(data_dir())):
            print(line, flush=True)

    server = BoardGamesServer(app_command(lang), host, port)
    # Problems only (an app that fails to start), not one line per request.
    logging.basicConfig(level=logging.WARNING, format="boardgames serve: %(message)s")
    try:
        web.run_app(server.application(), host=host, port=port, access_log=None,
                    print=announce, handle_signals=True)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise ServeError(
                _("port {port} is in use on {host} (by another program, or a "
                  "`boardgames serve` already running); choose another with --port").format(
                    port=port, host=host)) from None
        reason = os.strerror(exc.errno) if exc.errno else str(exc)
        raise ServeError(_("cannot serve on {host} port {port}: {reason}").format(
            host=host, port=port, reason=reason)) from None
    print(_("boardgames: stopped serving; every game is saved (the game list resumes it)."),
          file=sys.stderr)
    return 0
