"""SIGTERM runs the finalizers that stop what a command started (the stand-in server of a stopped bench kept
running): a real child process gets a real signal."""
from __future__ import annotations

import signal
import subprocess
import sys
import time

SCRIPT = """
import sys, time, weakref
from edge_agent.cli.signals import exit_on_sigterm
class Server: pass
s = Server()
weakref.finalize(s, lambda: open(sys.argv[1], "w").write("stopped"))
exit_on_sigterm()
print("ready", flush=True)
time.sleep(60)
"""


def test_sigterm_exits_through_the_finalizers(tmp_path):
    flag = tmp_path / "stopped"
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT, str(flag)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "ready"
    time.sleep(0.2)
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=30) == 128 + signal.SIGTERM
    assert flag.read_text() == "stopped"
