"""Run one command: sandboxed start, bounded output, and nothing left running afterwards.

Output is read as it arrives. Up to `cap` bytes of each stream are kept; the rest is read
and thrown away (so a chatty command cannot block on a full pipe), and past `hard_cap` bytes
in all the command is stopped: 1 GB of `yes` costs neither memory nor minutes.
"""
from __future__ import annotations

import os
import selectors
import signal
import struct
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from edge_agent.sandbox.policy import (
    SETUP_FAILED,
    SETUP_MARK,
    SandboxError,
    SandboxPolicy,
)

DRAIN_AFTER_EXIT_S = 0.2
KILL_WAIT_S = 5.0  # after a kill, how long to wait for the sandbox's processes to be gone  # unconfined: how long leftovers may hold the pipes after the shell exits


@dataclass
class Result:
    returncode: int | None
    stdout: bytes
    stderr: bytes
    stdout_dropped: int = 0
    stderr_dropped: int = 0
    timed_out: bool = False
    output_overflow: bool = False
    setup_error: str = ""
    elapsed_s: float = 0.0


class _Stream:
    def __init__(self, cap: int):
        self.cap, self.buf, self.dropped = cap, bytearray(), 0

    def add(self, data: bytes) -> None:
        room = self.cap - len(self.buf)
        if room > 0:
            self.buf += data[:room]
        self.dropped += max(0, len(data) - max(room, 0))

    @property
    def total(self) -> int:
        return len(self.buf) + self.dropped


def _killpg(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def run(argv: Sequence[str], *, cwd: Path | str, env: dict[str, str], policy: SandboxPolicy | None, timeout_s: float,
        cap: int = 64_000, hard_cap: int = 32 << 20) -> Result:
    """`policy=None` or a full-access policy runs unconfined (rlimits still apply)."""
    if policy is not None and policy.confined and sys.platform.startswith("linux"):
        return _run_linux(list(argv), Path(cwd), env, policy, timeout_s, cap, hard_cap)
    if policy is not None and policy.confined:
        from edge_agent.sandbox import macos

        argv = macos.wrap(argv, policy)
    return _run_popen(list(argv), Path(cwd), env, policy, timeout_s, cap, hard_cap)


def _run_linux(argv, cwd, env, policy, timeout_s, cap, hard_cap) -> Result:
    from edge_agent.sandbox import linux

    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    st_r, st_w = os.pipe()
    start = time.monotonic()
    try:
        handle = linux.start(policy, argv, cwd=cwd, env=env, fds=[out_w, err_w, st_w])
    except BaseException:
        for fd in (out_r, err_r, st_r):
            os.close(fd)
        raise
    finally:
        for fd in (out_w, err_w, st_w):
            os.close(fd)
    status = bytearray()
    out, err = _Stream(cap), _Stream(cap)
    fds = {out_r: out, err_r: err, st_r: status}
    try:
        timed_out, overflow = _pump(fds, start + timeout_s, hard_cap, exited=lambda: None, close=False)
        if timed_out or overflow or len(status) < 4:
            linux.kill(handle)  # the namespace's init: the kernel kills the rest
            # Every process in the namespace holds the output pipes: EOF means all of them are gone.
            drain = {out_r: _Stream(0), err_r: _Stream(0)}
            _pump(drain, time.monotonic() + KILL_WAIT_S, 1 << 62, exited=lambda: None, close=False)
    finally:
        for fd in fds:
            os.close(fd)
    rc = struct.unpack("=i", bytes(status[:4]))[0] if len(status) >= 4 and not (timed_out or overflow) else None
    r = _result(rc, out, err, timed_out, overflow, start)
    if rc is None and not (timed_out or overflow):
        r.setup_error = "the sandbox launcher stopped before the command finished"
    return r


def _run_popen(argv, cwd, env, policy, timeout_s, cap, hard_cap) -> Result:
    start = time.monotonic()
    try:
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True)
    except OSError as e:
        raise SandboxError(f"could not start the command: {e.strerror or e}") from None
    if policy is not None:  # no preexec_fn (it would fork the whole agent): set the limits from outside
        _prlimit(proc.pid, policy)
    out, err = _Stream(cap), _Stream(cap)
    assert proc.stdout is not None and proc.stderr is not None  # both are pipes
    rc = None
    try:
        timed_out, overflow = _pump({proc.stdout.fileno(): out, proc.stderr.fileno(): err}, start + timeout_s,
                                    hard_cap, exited=proc.poll, close=False)
        if not (timed_out or overflow):
            try:  # EOF can come a moment before the shell's exit status
                rc = proc.wait(timeout=max(0.5, start + timeout_s - time.monotonic()))
            except subprocess.TimeoutExpired:
                timed_out = True
    finally:
        _killpg(proc.pid)  # leftovers in the command's process group
        proc.stdout.close()
        proc.stderr.close()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover - a process stuck in the kernel
            pass
    return _result(None if timed_out or overflow else rc, out, err, timed_out, overflow, start)


def _prlimit(pid: int, policy: SandboxPolicy) -> None:
    import resource

    lim = policy.limits
    for res, value in ((resource.RLIMIT_AS, lim.address_space), (resource.RLIMIT_CPU, lim.cpu_s),
                       (resource.RLIMIT_FSIZE, lim.file_size), (resource.RLIMIT_CORE, 0)):
        try:
            resource.prlimit(pid, res, (value, value))
        except (OSError, ValueError):
            pass


def _pump(streams: dict, deadline: float, hard_cap: int, exited: Callable[[], object],
          close: bool = True) -> tuple[bool, bool]:
    """Read every fd in `streams` until EOF on all, the deadline, or too much output; with
    `close`, close the fds afterwards. Returns (timed_out, overflow)."""
    sel = selectors.DefaultSelector()
    for fd, sink in streams.items():
        os.set_blocking(fd, False)
        sel.register(fd, selectors.EVENT_READ, sink)
    timed_out = overflow = False
    exited_at: float | None = None
    try:
        while sel.get_map():
            now = time.monotonic()
            if now >= deadline:
                timed_out = True
                break
            if exited_at is None and exited() is not None:
                exited_at = now
            if exited_at is not None and now - exited_at > DRAIN_AFTER_EXIT_S:
                break  # unconfined leftovers still hold the pipes: stop reading; they are killed next
            wait = min(deadline - now, 0.05 if exited_at is None else DRAIN_AFTER_EXIT_S)
            for key, _ in sel.select(wait):
                try:
                    data = os.read(key.fd, 65536)
                except BlockingIOError:
                    continue
                if not data:
                    sel.unregister(key.fd)
                    continue
                sink = key.data
                if isinstance(sink, bytearray):
                    sink += data
                    continue
                sink.add(data)
                if sum(s.total for s in streams.values() if isinstance(s, _Stream)) > hard_cap:
                    overflow = True
            if overflow:
                break
    finally:
        sel.close()
        for fd in streams if close else ():
            os.close(fd)
    return timed_out, overflow


def _result(rc, out: _Stream, err: _Stream, timed_out: bool, overflow: bool, start: float) -> Result:
    setup_error = ""
    if rc == SETUP_FAILED and bytes(err.buf).startswith(SETUP_MARK):
        setup_error = bytes(err.buf)[len(SETUP_MARK):].decode("utf-8", "replace").strip().splitlines()[0]
    return Result(rc, bytes(out.buf), bytes(err.buf), out.dropped, err.dropped, timed_out, overflow, setup_error,
                  time.monotonic() - start)
