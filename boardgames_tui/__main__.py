"""`python -m boardgames_tui`: the same as the `boardgames` command."""

from .cli import main

raise SystemExit(main())
