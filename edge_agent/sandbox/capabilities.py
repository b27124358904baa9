"""What this machine can enforce, found by trying it once per process (cached).

A feature list can lie (a container may allow unshare() but forbid writing uid_map, or
mount /proc read-only), so detection runs one real command, `true`, under the real
sandbox; the shell is offered only when that works.
"""
from __future__ import annotations

import functools
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass

from edge_agent.sandbox.policy import WORKSPACE_WRITE, SandboxError, build_policy


@dataclass(frozen=True)
class Capabilities:
    available: bool
    backend: str          # "linux-landlock-namespaces", "macos-seatbelt" or "none"
    reason: str = ""      # why not, in one line, when unavailable
    landlock_abi: int = 0

    def describe(self) -> str:
        if self.available:
            extra = f" (Landlock ABI {self.landlock_abi})" if self.landlock_abi else ""
            return f"sandbox: {self.backend}{extra}"
        return f"no OS sandbox here: {self.reason}"


@functools.lru_cache(maxsize=1)
def detect() -> Capabilities:
    if sys.platform.startswith("linux"):
        return _detect_linux()
    if sys.platform == "darwin":
        return _probe("macos-seatbelt", 0) if shutil.which("sandbox-exec") or os.path.exists("/usr/bin/sandbox-exec") \
            else Capabilities(False, "none", "sandbox-exec is missing")
    return Capabilities(False, "none", f"no sandbox back-end for {sys.platform}")


def _detect_linux() -> Capabilities:
    from edge_agent.sandbox.linux import landlock_abi

    abi = landlock_abi()
    if abi < 1:
        return Capabilities(False, "none", "Landlock is not enabled in this kernel (Linux 5.13+ with landlock in lsm=)")
    return _probe("linux-landlock-namespaces", abi)


def _probe(backend: str, abi: int) -> Capabilities:
    from edge_agent.sandbox.process import run

    with tempfile.TemporaryDirectory(prefix="edge-agent-probe-") as d:
        ws, tmp = os.path.join(d, "ws"), os.path.join(d, "tmp")
        os.mkdir(ws)
        os.mkdir(tmp)
        try:
            policy = build_policy(WORKSPACE_WRITE, ws, tmp, home="")
            r = run(["/bin/sh", "-c", "exit 0"], cwd=ws, env={"PATH": "/usr/bin:/bin"}, policy=policy, timeout_s=10)
        except SandboxError as e:
            return Capabilities(False, "none", str(e), abi)
    if r.setup_error:
        reason = r.setup_error
        if "unshare" in reason or "uid_map" in reason or "setgroups" in reason:
            reason = f"unprivileged user namespaces are not allowed here ({reason})"
        return Capabilities(False, "none", reason, abi)
    if r.returncode != 0:
        return Capabilities(False, "none", f"a probe command failed under the sandbox (exit {r.returncode})", abi)
    return Capabilities(True, backend, "", abi)
