"""macOS enforcement: a Seatbelt profile for `sandbox-exec`, with the same meaning as on Linux.

Seatbelt is what Codex CLI and Chromium use on macOS. The profile denies by default, allows
reading the system and the Python installation, writing only the workspace and the private
temp folder (not in read-only mode), and the network only when asked. macOS has no PID
namespace: the tool kills the command's process group when it returns, but a command that
calls setsid() can outlive it there (docs/security.md says so). Not tested on this Linux box.
"""
from __future__ import annotations

import os
import shutil
from collections.abc import Sequence

from edge_agent.sandbox.policy import SandboxError, SandboxPolicy

SANDBOX_EXEC = "/usr/bin/sandbox-exec"
MAC_SYSTEM_READ = ("/usr", "/bin", "/sbin", "/System", "/Library", "/private/etc", "/etc", "/opt/homebrew",
                   "/usr/local", "/Applications/Xcode.app", "/Library/Developer/CommandLineTools", "/private/var/db/dyld")


def _q(path: str) -> str:
    return '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'


def profile(policy: SandboxPolicy) -> str:
    reads = [*MAC_SYSTEM_READ, *(str(p) for p in policy.read)]
    lines = [
        "(version 1)",
        "(deny default)",
        "(allow process-fork)",
        "(allow process-exec)",
        "(allow signal (target same-sandbox))",
        "(allow sysctl-read)",
        "(allow file-read-metadata)",  # stat() of path components; contents stay denied
        "(allow ipc-posix-shm)",
        "(allow mach-lookup (global-name \"com.apple.system.opendirectoryd.libinfo\"))",
        "(allow file-read* " + " ".join(f"(subpath {_q(p)})" for p in reads) + ")",
        "(allow file-read* file-write* (literal \"/dev/null\") (literal \"/dev/zero\") (literal \"/dev/tty\"))",
        "(allow file-read* (literal \"/dev/urandom\") (literal \"/dev/random\"))",
        "(allow file-write* " + " ".join(f"(subpath {_q(str(p))})" for p in policy.write) + ")",
    ]
    for d in policy.denied:  # explicit denials win over the broad system reads above...
        lines.append(f"(deny file-read* file-write* (subpath {_q(str(d))}))")
    for p in policy.read:  # ...except what the policy allows inside them (a venv, the workspace)
        lines.append(f"(allow file-read* (subpath {_q(str(p))}))")
    for p in policy.write:
        lines.append(f"(allow file-read* file-write* (subpath {_q(str(p))}))")
    if policy.allow_network:
        lines.append("(allow network*)")
        lines.append("(allow mach-lookup (global-name \"com.apple.dnssd.service\"))")
    return "\n".join(lines) + "\n"


def wrap(argv: Sequence[str], policy: SandboxPolicy) -> list[str]:
    exe = shutil.which("sandbox-exec") or SANDBOX_EXEC
    if not os.path.exists(exe):
        raise SandboxError("sandbox-exec is not available on this Mac")
    return [exe, "-p", profile(policy), *argv]
