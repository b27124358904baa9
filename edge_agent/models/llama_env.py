"""Work-arounds for llama-cpp-python on machines where part of llama.cpp misbehaves.

llama.cpp moves weights into "extra buffer types" (AMX tiles, repacked CPU layouts) when
the CPU advertises them. On a virtual machine that advertises AMX without granting the
tile state, the first multi-token decode segfaults (seen here: Firecracker VM, Xeon with
amx_tile, llama-cpp-python 0.3.36; a single-token decode works, a 5-token prompt
crashes). llama-cpp-python does not expose `use_extra_bufts`, so we set it in the
default model parameters while the model loads.

EDGE_AGENT_LLAMA_EXTRA_BUFFERS = auto (default: off when the CPU reports AMX) | on | off
"""
from __future__ import annotations

import contextlib
import os
import threading

_lock = threading.Lock()


def cpu_flags() -> set[str]:
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


EXTRA_BUFFERS_ENV = "EDGE_AGENT_LLAMA_EXTRA_BUFFERS"


def extra_buffers_enabled() -> bool:
    mode = os.environ.get(EXTRA_BUFFERS_ENV, "auto").strip().lower()
    if mode in ("on", "1", "true", "yes"):
        return True
    if mode in ("off", "0", "false", "no"):
        return False
    return "amx_tile" not in cpu_flags()


def _patched(original):
    def params():
        p = original()
        p.use_extra_bufts = False
        return p

    params.edge_agent_patched = True
    return params


def disable_extra_buffers() -> None:
    """For a whole process (the stand-in server's bootstrap): every model loads without them."""
    import llama_cpp.llama as llama_module

    current = llama_module.llama_cpp.llama_model_default_params
    if not getattr(current, "edge_agent_patched", False):
        llama_module.llama_cpp.llama_model_default_params = _patched(current)


# Run as the local cloud server's entry point: `python -c SERVER_BOOTSTRAP --model ...`
SERVER_BOOTSTRAP = (
    "import runpy; from edge_agent.models.llama_env import disable_extra_buffers; disable_extra_buffers(); "
    "runpy.run_module('llama_cpp.server', run_name='__main__', alter_sys=True)"
)


@contextlib.contextmanager
def model_params_patch(use_extra_bufts: bool):
    """While the context is open, Llama() builds its model params with our setting."""
    import llama_cpp.llama as llama_module

    if use_extra_bufts:
        yield
        return
    with _lock:
        original = llama_module.llama_cpp.llama_model_default_params
        llama_module.llama_cpp.llama_model_default_params = _patched(original)
        try:
            yield
        finally:
            llama_module.llama_cpp.llama_model_default_params = original
