"""OS sandbox for commands the agent runs (the shell tool, task scripts).

    caps = detect()                                   # what this machine can enforce (cached)
    policy = build_policy("workspace-write", ws, tmp) # what a command may touch
    result = run(["bash", "-c", cmd], cwd=ws, env=env, policy=policy, timeout_s=30)

Modes: read-only, workspace-write (default), full-access (no confinement; explicit only).
Linux: user/PID/mount/network namespaces + Landlock + seccomp (linux.py); macOS: Seatbelt
(macos.py). Where neither works, the shell is not offered unless full-access was chosen.
"""
from __future__ import annotations

import sys

from edge_agent.sandbox.capabilities import Capabilities, detect
from edge_agent.sandbox.policy import (
    DEFAULT_MODE,
    FULL_ACCESS,
    MODES,
    READ_ONLY,
    WORKSPACE_WRITE,
    Limits,
    SandboxError,
    SandboxPolicy,
    build_policy,
    check_mode,
)
from edge_agent.sandbox.process import Result, run

_warned_full_access = False


def shell_offered(mode: str) -> tuple[bool, str]:
    """Whether run_shell can be offered in `mode`, and if not, why (one line)."""
    check_mode(mode)
    if mode == FULL_ACCESS:
        return True, ""
    caps = detect()
    if caps.available:
        return True, ""
    return False, f"run_shell is not offered: {caps.reason}; use --sandbox full-access to run commands unconfined"


def warn_full_access_once() -> bool:
    """Print the full-access warning once per process; True when it was printed now."""
    global _warned_full_access
    if _warned_full_access:
        return False
    _warned_full_access = True
    print("warning: --sandbox full-access: commands the agent runs can read, write and reach the network "
          "as you do", file=sys.stderr)
    return True


__all__ = [
    "DEFAULT_MODE",
    "FULL_ACCESS",
    "MODES",
    "READ_ONLY",
    "WORKSPACE_WRITE",
    "Capabilities",
    "Limits",
    "Result",
    "SandboxError",
    "SandboxPolicy",
    "build_policy",
    "check_mode",
    "detect",
    "run",
    "shell_offered",
    "warn_full_access_once",
]
