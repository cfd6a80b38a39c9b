"""``python3 -m tavreli ARGS``: the ``tavreli`` program, compiled into the
package's extension module from the same C code (cli/), so that pip users
have the engine too: ``python3 -m tavreli uci`` is ``tavreli uci``, the
engine over UCI, for ``tavreli.engine.SimpleEngine.popen_uci([sys.executable,
"-m", "tavreli", "uci"])``. ``python3 -m tavreli --help`` lists the commands.
"""
import signal
import sys

from . import _core


def main() -> int:
    """Run the tavreli program with this process's arguments; its exit status."""
    # The program's own signal behaviour: Ctrl-C ends it, and a closed pipe
    # ends it quietly (Python ignores SIGPIPE and defers SIGINT).
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sys.stdout.flush()
    return int(_core.tavb_cli_main(["tavreli"] + sys.argv[1:]))


if __name__ == "__main__":
    sys.exit(main())
