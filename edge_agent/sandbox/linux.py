"""Linux back-end, agent side: keeps one sandbox launcher running and asks it to start commands.

The enforcement itself (namespaces, Landlock, seccomp, rlimits, capabilities) lives in
`launcher.py`, a standard-library-only script run as a separate small process, so that each
command forks that helper rather than the agent (see its docstring for why).
"""
from __future__ import annotations

import atexit
import functools
import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

from edge_agent.sandbox import launcher
from edge_agent.sandbox.policy import DEVICE_RW, SandboxError, SandboxPolicy

LAUNCHER = Path(launcher.__file__)
MAX_MESSAGE = 150_000  # a SOCK_SEQPACKET message must fit the socket's send buffer


@functools.lru_cache(maxsize=1)
def landlock_abi() -> int:
    """The kernel's Landlock ABI version, 0 when Landlock is missing or disabled."""
    return launcher.landlock_abi()


def config(policy: SandboxPolicy, argv: list[str], cwd: Path, env: dict[str, str], abi: int) -> dict:
    lim = policy.limits
    return {
        "argv": argv, "cwd": str(cwd), "env": env, "abi": abi, "allow_network": policy.allow_network,
        "read": [str(p) for p in policy.read], "write": [str(p) for p in policy.write],
        "devices": [d for d in DEVICE_RW if os.path.exists(d)], "max_pids": lim.nproc + 1,
        "rlimits": [["RLIMIT_AS", lim.address_space], ["RLIMIT_CPU", lim.cpu_s], ["RLIMIT_FSIZE", lim.file_size],
                    ["RLIMIT_NPROC", lim.nproc], ["RLIMIT_CORE", 0]],
    }


class Launcher:
    """One helper process per agent process, started on first use; it exits when we do."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._sock: socket.socket | None = None
        self._gen = 0  # which launcher: a pid means nothing to a restarted one
        self._owner = os.getpid()

    def _ensure(self) -> socket.socket:
        if self._owner != os.getpid():  # a forked copy of the agent gets a launcher of its own
            if self._sock is not None:
                self._sock.close()  # our inherited copy only; the parent's stays open
            self._sock, self._proc, self._owner = None, None, os.getpid()
        if self._proc is not None and self._proc.poll() is None and self._sock is not None:
            return self._sock
        self.close()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self._proc = subprocess.Popen([sys.executable, "-I", "-S", str(LAUNCHER), str(theirs.fileno())],
                                          pass_fds=[theirs.fileno()], env={}, cwd="/", stdin=subprocess.DEVNULL,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                          start_new_session=True)
        except OSError as e:
            ours.close()
            raise SandboxError(f"cannot start the sandbox launcher: {e.strerror or e}") from None
        finally:
            theirs.close()
        self._sock = ours
        self._gen += 1
        return ours

    def start(self, cfg: dict, fds: list[int]) -> tuple[int, int]:
        msg = json.dumps(cfg).encode()
        if len(msg) > MAX_MESSAGE:
            raise SandboxError(f"the command and its environment are too large for the sandbox ({len(msg)} bytes; "
                               f"at most {MAX_MESSAGE})")
        with self._lock:
            for attempt in (0, 1):
                sock = self._ensure()
                try:
                    socket.send_fds(sock, [msg], fds)
                    reply = sock.recv(4096)
                except OSError:
                    reply = b""
                if reply:
                    break
                self.close()  # the launcher died: start a new one once
            else:
                raise SandboxError("the sandbox launcher is not answering")
            gen = self._gen
        ans = json.loads(reply)
        if "pid" not in ans:
            raise SandboxError(f"the sandbox launcher refused the command: {ans.get('error', '?')}")
        return gen, int(ans["pid"])

    def kill(self, handle: tuple[int, int]) -> None:
        gen, pid = handle
        with self._lock:
            if self._sock is not None and gen == self._gen:
                try:
                    self._sock.send(json.dumps({"kill": pid}).encode())
                except OSError:
                    pass

    def close(self) -> None:
        if self._owner != os.getpid():
            return  # the parent's launcher is not ours to stop
        if self._sock is not None:
            self._sock.close()
            self._sock = None
        if self._proc is not None:
            try:
                self._proc.wait(timeout=2)  # EOF on its socket makes it exit
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
            self._proc = None


_LAUNCHER = Launcher()
atexit.register(_LAUNCHER.close)


def kill(handle: tuple[int, int]) -> None:
    """Stop a command (the launcher SIGKILLs its namespace's init: the kernel kills the rest)."""
    _LAUNCHER.kill(handle)


def start(policy: SandboxPolicy, argv: list[str], *, cwd: Path, env: dict[str, str],
          fds: list[int]) -> tuple[int, int]:
    """Start `argv` confined by `policy` with stdout, stderr and status on `fds`; returns a
    handle for `kill`."""
    abi = landlock_abi()
    if abi < 1:
        raise SandboxError("Landlock is not available on this kernel")
    return _LAUNCHER.start(config(policy, list(argv), cwd, env, abi), fds)
