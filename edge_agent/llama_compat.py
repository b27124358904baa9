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


def extra_buffers_enabled() -> bool:
    mode = os.environ.get("EDGE_AGENT_LLAMA_EXTRA_BUFFERS", "auto").strip().lower()
    if mode in ("on", "1", "true", "yes"):
        return True
    if mode in ("off", "0", "false", "no"):
        return False
    return "amx_tile" not in cpu_flags()


@contextlib.contextmanager
def model_params_patch(use_extra_bufts: bool):
    """While the context is open, Llama() builds its model params with our setting."""
    import llama_cpp.llama as llama_module

    if use_extra_bufts:
        yield
        return
    with _lock:
        original = llama_module.llama_cpp.llama_model_default_params

        def patched():
            params = original()
            params.use_extra_bufts = False
            return params

        llama_module.llama_cpp.llama_model_default_params = patched
        try:
            yield
        finally:
            llama_module.llama_cpp.llama_model_default_params = original
