"""Sandbox modes and what each one may touch, decided once, apart from how an OS enforces it.

The policy is data (paths and flags) so the Linux and macOS back-ends enforce the same
meaning, and so a test can read what a mode allows without running anything.
"""
from __future__ import annotations

import functools
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

READ_ONLY, WORKSPACE_WRITE, FULL_ACCESS = "read-only", "workspace-write", "full-access"
MODES = (READ_ONLY, WORKSPACE_WRITE, FULL_ACCESS)
DEFAULT_MODE = WORKSPACE_WRITE

# System folders a command may read and execute from: binaries, libraries, shared data.
SYSTEM_READ_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
# /etc holds what programs need (loader cache, users, time zone, certificates) next to
# secrets (shadow, ssh host keys, sudoers): only the first kind is listed.
ETC_READ = (
    "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "passwd", "group", "nsswitch.conf", "localtime", "timezone",
    "locale.alias", "locale.conf", "default/locale", "bash.bashrc", "profile", "profile.d", "inputrc", "environment",
    "os-release", "lsb-release", "debian_version", "magic", "magic.mime", "mime.types", "python3", "python3.11",
    "python3.12", "python3.13", "ssl", "ca-certificates", "ca-certificates.conf", "pki", "alternatives", "terminfo",
    "protocols", "services", "host.conf", "hosts", "gai.conf", "resolv.conf", "manpath.config", "gitconfig",
    "vim", "vimrc", "nanorc", "fonts",
)
DEVICE_RW = ("/dev/null", "/dev/zero", "/dev/full", "/dev/tty")
DEVICE_READ = ("/dev/random", "/dev/urandom")
EXTRA_READ = ("/sys/devices/system/cpu",)  # os.cpu_count(), nproc


SETUP_FAILED = 125  # exit status of a child whose sandbox could not be set up (fail closed)
SETUP_MARK = b"edge-agent sandbox setup failed: "


class SandboxError(RuntimeError):
    """The sandbox cannot be set up or a policy is invalid; the message is one line."""


def check_mode(mode: str) -> str:
    if mode not in MODES:
        raise SandboxError(f"unknown sandbox mode {mode!r}; choose one of {', '.join(MODES)}")
    return mode


@dataclass(frozen=True)
class Limits:
    """Per-command resource limits (each process of the command gets them)."""

    address_space: int = 4 << 30   # bytes of virtual memory per process
    cpu_s: int = 60                # CPU seconds per process (wall time is the tool's timeout)
    file_size: int = 1 << 30       # largest file a command may write
    nproc: int = 256               # processes and threads of the sandbox's user


def trace_store_path() -> Path:
    from edge_agent.store.db import default_db_path

    return Path(default_db_path())


def model_cache_path() -> Path:
    from edge_agent.models.store import models_dir

    return models_dir()


def denied_paths(home: str | None = None) -> list[Path]:
    """Places a sandboxed command must never read, whatever else is allowed: the user's home,
    the trace store (it holds the egress ledger) and the model cache."""
    out = []
    h = home if home is not None else os.environ.get("HOME") or os.path.expanduser("~")
    if h and os.path.realpath(h) != "/":
        out.append(Path(h))
    for get in (trace_store_path, model_cache_path):
        try:
            out.append(get())
        except Exception:  # noqa: BLE001, S112 - a broken config must not open the sandbox: the home is still denied
            continue
    return [Path(os.path.realpath(p)) for p in out]


def _inside(child: Path | str, parent: Path | str) -> bool:
    c, p = str(child), str(parent).rstrip("/")
    return c == p or c.startswith(p + "/") or p == ""


@dataclass
class SandboxPolicy:
    """What one command may do. Paths are resolved; `read` and `write` are allow-lists."""

    mode: str
    workspace: Path
    tmpdir: Path
    allow_network: bool = False
    read: list[Path] = field(default_factory=list)
    write: list[Path] = field(default_factory=list)
    denied: list[Path] = field(default_factory=list)
    limits: Limits = field(default_factory=Limits)

    @property
    def confined(self) -> bool:
        return self.mode != FULL_ACCESS

    def network_hint(self) -> str:
        return f"network is off in {self.mode} mode; rerun with --allow-network"


def python_roots() -> list[Path]:
    """What `python3` needs even when it lives in the user's home (pyenv, a venv)."""
    roots = {Path(sys.prefix), Path(sys.base_prefix), Path(sys.exec_prefix), Path(sys.base_exec_prefix),
             Path(os.path.realpath(sys.executable)).parent.parent}
    return [Path(os.path.realpath(r)) for r in sorted(roots)]


def build_policy(mode: str, workspace: Path | str, tmpdir: Path | str, *, allow_network: bool = False,
                 limits: Limits | None = None, home: str | None = None) -> SandboxPolicy:
    check_mode(mode)
    ws = Path(os.path.realpath(workspace))
    tmp = Path(os.path.realpath(tmpdir))
    denied = denied_paths(home)
    h = home if home is not None else os.environ.get("HOME") or os.path.expanduser("~")
    homes = [Path(os.path.realpath(h))] if h else []
    for root, what in ((ws, "workspace"), (tmp, "temporary folder")):
        for d in denied:
            if _inside(d, root):
                raise SandboxError(f"refused: {d} (home, trace store or model cache) lies inside the {what} {root}")
    read = list(_system_reads(tuple(denied), tuple(homes), allow_network))
    write = [tmp] + ([] if mode == READ_ONLY else [ws])
    read += [ws, tmp]
    return SandboxPolicy(mode, ws, tmp, allow_network, read, write, denied, limits or Limits())


@functools.lru_cache(maxsize=8)
def _system_reads(denied: tuple[Path, ...], homes: tuple[Path, ...], allow_network: bool) -> tuple[Path, ...]:
    candidates = [Path(p) for p in SYSTEM_READ_DIRS] + [Path("/etc") / e for e in ETC_READ]
    candidates += [Path(p) for p in EXTRA_READ + DEVICE_READ] + python_roots()
    if allow_network and os.path.exists("/etc/resolv.conf"):
        candidates.append(Path(os.path.realpath("/etc/resolv.conf")))  # often a link into /run
    read: list[Path] = []
    for c in candidates:
        if not os.path.lexists(c):
            continue
        r = Path(os.path.realpath(c))
        # a readable root may sit inside the home (a venv, pyenv), but never contain a denied
        # place, nor lie inside the trace store or the model cache
        if any(_inside(d, r) for d in denied) or any(_inside(r, d) for d in denied if d not in homes):
            continue
        if r not in read:
            read.append(r)
    return tuple(read)


def sandbox_path_env(path_value: str, policy: SandboxPolicy) -> str:
    """PATH without folders the command could not read anyway (pyenv shims in a denied home)."""
    keep = []
    for p in path_value.split(os.pathsep):
        if not p:
            continue
        r = Path(os.path.realpath(p))
        if any(_inside(r, a) for a in policy.read) and r not in keep:
            keep.append(str(r) if p != str(r) else p)
    return os.pathsep.join(keep) or "/usr/bin:/bin"
