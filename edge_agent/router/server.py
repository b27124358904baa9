"""LocalCloudServer: a real OpenAI-compatible llama.cpp server on loopback, used as the
offline stand-in for a cloud model (tests, the demo, `edge-agent cloud serve`).

It runs `python -m llama_cpp.server` as a child process rather than in-process so the
agent talks to it over real HTTP exactly as it would to a hosted cloud, and so its
llama.cpp threads can be told OMP_WAIT_POLICY=PASSIVE: two llama.cpp computations with
spinning threads on a small machine collapse throughput (45 → 1.2 tok/s measured here).

Requests for an action are decoded the way the edge decodes them (router/standin_actions.py:
the ConstrainedDecoder instead of a grammar over the whole vocabulary at every token);
actions="grammar" keeps llama_cpp.server's own path, for side-by-side measurements.
"""
from __future__ import annotations

import ipaddress
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import weakref
from pathlib import Path
from typing import Any

import httpx

from edge_agent.errors import EXTRA_MODULES, MissingExtra, missing_modules
from edge_agent.models.chat import ModelError
from edge_agent.models.llama_env import SERVER_BOOTSTRAP, extra_buffers_enabled
from edge_agent.router.standin_actions import MODE_ENV, MODES, bootstrap


# The server is started through a bootstrap that turns llama.cpp's extra buffer types off
# where they crash (AMX in a VM); see edge_agent/models/llama_env.py.


class ServerError(ModelError):
    """The local server could not be started or died; the message is one line."""


def resolve_model_path(id_or_path: str) -> tuple[Path, str]:
    """A catalog id or GGUF path -> (file, model id to serve it as).

    models.store is imported lazily so this module stays importable on its own.
    """
    try:
        from edge_agent.models.store import resolve_model
    except ImportError:  # the model store is optional here: a plain path still works
        path = Path(id_or_path).expanduser()
        if not path.is_file():
            raise ServerError(f"model file not found: {id_or_path} (pass a path to a .gguf file)") from None
        return path, path.stem
    path = resolve_model(id_or_path)  # raises ModelNotFound / CorruptModel with a how-to-fix line
    # Serve a catalog model under its id (what users pass as --cloud-model), a file by its stem.
    served_as = Path(path).stem if Path(id_or_path).expanduser().is_file() else id_or_path
    return Path(path), served_as


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _stop_process(proc: subprocess.Popen, grace_s: float) -> int | None:
    if proc.poll() is not None:
        return proc.returncode
    proc.terminate()  # uvicorn shuts down cleanly on SIGTERM
    try:
        return proc.wait(grace_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        return proc.wait(5)


class LocalCloudServer:
    """Context manager: `with LocalCloudServer(path) as srv: client = srv.client()`.

    port=None picks a free port. threads=None takes half the cores (at least one), leaving
    the rest to the edge model. The server's log goes to `log_path` (a temp file by
    default) so a full pipe can never block it; its tail is quoted when startup fails.
    """

    def __init__(
        self,
        model_path: str | os.PathLike[str],
        *,
        port: int | None = None,
        host: str = "127.0.0.1",
        n_ctx: int = 8192,  # the edge default too: the cloud must fit every prompt the edge could
        threads: int | None = None,
        model_id: str | None = None,
        chat_format: str | None = None,
        startup_timeout_s: float = 180.0,
        grace_s: float = 10.0,
        log_path: str | os.PathLike[str] | None = None,
        extra_args: list[str] | None = None,
        extra_buffers: bool | None = None,
        actions: str | None = None,
    ):
        if not _is_loopback(host):
            # The stand-in has no authentication: keep it off the network.
            raise ServerError(f"refusing to serve on {host}: the local stand-in listens on loopback only (127.0.0.1, ::1)")
        self.model_path = Path(model_path)
        if not self.model_path.is_file():
            raise ServerError(f"model file not found: {self.model_path}")
        self.host, self.port = host, port
        self.n_ctx = n_ctx
        self.threads = threads if threads is not None else max(1, (os.cpu_count() or 2) // 2)
        self.model_id = model_id or self.model_path.stem
        self.chat_format = chat_format  # None: the chat template stored in the GGUF
        self.startup_timeout_s, self.grace_s = startup_timeout_s, grace_s
        self.extra_args = list(extra_args or [])
        self.extra_buffers = extra_buffers_enabled() if extra_buffers is None else extra_buffers
        self.actions = (actions or os.environ.get(MODE_ENV, "") or "fast").strip().lower()
        if self.actions not in MODES:
            raise ServerError(f"stand-in action decoding must be one of {', '.join(MODES)}, not {self.actions!r} "
                              f"(argument or {MODE_ENV})")
        self._log_path = Path(log_path) if log_path else None
        self._own_log = log_path is None
        self._proc: subprocess.Popen | None = None
        self._finalizer: Any = None

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise ServerError("server not started")
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/v1"

    @property
    def log_path(self) -> Path | None:
        return self._log_path

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def command(self) -> list[str]:
        if self.actions == "fast":
            launcher = ["-c", bootstrap("fast", self.extra_buffers)]
        else:
            launcher = ["-m", "llama_cpp.server"] if self.extra_buffers else ["-c", SERVER_BOOTSTRAP]
        cmd = [
            sys.executable, *launcher,
            "--model", str(self.model_path), "--model_alias", self.model_id,
            "--host", self.host, "--port", str(self.port),
            "--n_ctx", str(self.n_ctx),
            "--n_threads", str(self.threads), "--n_threads_batch", str(self.threads),
            # The server defaults to logits_all=True, which keeps logits for every prompt
            # position: memory and time we never use over HTTP.
            "--logits_all", "false",
        ]
        if self.chat_format:
            cmd += ["--chat_format", self.chat_format]
        return cmd + self.extra_args

    def start(self) -> "LocalCloudServer":
        if self.running:
            return self
        if missing_modules(EXTRA_MODULES["server"]):  # llama_cpp.server would die in the child
            raise ServerError(str(MissingExtra("the local cloud stand-in (cloud serve, demo, --cloud MODEL_ID)",
                                               "server", missing_modules(EXTRA_MODULES["server"])[0])))
        if self.port is None:
            self.port = free_port(self.host)
        if self._log_path is None:
            fd, name = tempfile.mkstemp(prefix="edge-agent-cloud-", suffix=".log")
            os.close(fd)
            self._log_path = Path(name)
        env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE")
        with open(self._log_path, "ab") as log:
            # A new session: Ctrl-C in a terminal reaches only us, and we stop the child in
            # order (terminate, grace period, kill) instead of racing it.
            self._proc = subprocess.Popen(self.command(), stdin=subprocess.DEVNULL, stdout=log,
                                          stderr=subprocess.STDOUT, env=env, start_new_session=True)
        self._finalizer = weakref.finalize(self, _stop_process, self._proc, self.grace_s)
        try:
            self._wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout_s
        url = f"{self.base_url}/models"
        with httpx.Client(timeout=2.0) as http:
            while True:
                assert self._proc is not None
                if self._proc.poll() is not None:
                    raise ServerError(f"llama.cpp server exited with code {self._proc.returncode} while starting: "
                                      f"{self.log_tail(1) or 'no output'} (log: {self._log_path})")
                try:
                    if http.get(url).status_code == 200:
                        return
                except httpx.TransportError:
                    pass  # not listening yet: the model is still loading
                if time.monotonic() > deadline:
                    raise ServerError(f"llama.cpp server did not answer {url} within {self.startup_timeout_s:.0f}s "
                                      f"(log: {self._log_path})")
                time.sleep(0.25)

    def log_tail(self, lines: int = 5) -> str:
        if self._log_path is None or not self._log_path.exists():
            return ""
        text = self._log_path.read_text(errors="replace").strip().splitlines()
        return " | ".join(line.strip() for line in text[-lines:] if line.strip())

    def wait(self) -> int:
        """Block until the server exits (foreground `cloud serve`); returns its exit code."""
        if self._proc is None:
            raise ServerError("server not started")
        return self._proc.wait()

    def stop(self) -> int | None:
        if self._proc is None:
            return None
        code = _stop_process(self._proc, self.grace_s)
        if self._finalizer is not None:
            self._finalizer.detach()
        if self._own_log and self._log_path is not None and code in (0, -signal.SIGTERM):
            self._log_path.unlink(missing_ok=True)  # keep the log only when something went wrong
        return code

    def client(self, **kwargs: Any):
        """An OpenAIChatModel for this server: json_object schema mode (what llama-cpp-python
        honours) and a free price, since local tokens cost no dollars."""
        from edge_agent.router.openai_client import OpenAIChatModel
        from edge_agent.router.prices import Price

        kwargs.setdefault("schema_mode", "json_object")
        kwargs.setdefault("price", Price.free(self.model_id))
        kwargs.setdefault("timeout_s", 300.0)  # CPU generation is slow; do not mistake it for an outage
        return OpenAIChatModel(self.base_url, self.model_id, **kwargs)

    def __enter__(self) -> "LocalCloudServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def __repr__(self) -> str:
        where = self.base_url if self.port else "not started"
        return (f"LocalCloudServer({self.model_id!r}, {where}, threads={self.threads}, n_ctx={self.n_ctx}, "
                f"actions={self.actions!r})")
