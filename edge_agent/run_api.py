"""The ways to run an agent: `run` (blocking), `stream` (events from a worker thread),
`astream` / `arun` (asyncio). Each checks the input, then calls the one loop, `Agent._run`;
this module only moves events between the loop's thread and the caller.
"""
from __future__ import annotations

import asyncio
import queue
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncIterator, Callable, Iterator, Sequence

from edge_agent import events as ev
from edge_agent.errors import ConfigError
from edge_agent.records import RunResult


class AgentError(ConfigError):
    """Bad configuration or input to Agent.run (one line, shown to the user)."""


class RunAPI:
    """Mixed into `Agent`, which provides `_run(prompt, workspace, ..., listener=, cancel=)`."""

    _run: Callable[..., RunResult]

    def run(self, prompt: str, *, workspace: str | Path, services: dict | None = None,
            run_id: str | None = None, system_extra: str = "", env: dict | None = None,
            history: Sequence[dict] = ()) -> RunResult:
        """`history`: earlier turns of a conversation (user/assistant messages), placed between
        the system prompt and this prompt, so a follow-up sees what came before."""
        return self._run(prompt, workspace, services, run_id, system_extra, env, history=history)

    def stream(self, prompt: str, *, workspace: str | Path, cancel: threading.Event | None = None,
               **kw: Any) -> Iterator[ev.Event]:
        """Run the task and yield its events as they happen; the last is RunFinished (with
        the RunResult). Bad input raises AgentError before the first event. Closing the
        generator early cancels the run at its next step; setting `cancel` stops it too (a
        streaming edge model mid-generation) and the stream still ends with RunFinished."""
        self._check_input(prompt, workspace)
        events: queue.Queue = queue.Queue()
        cancel = cancel if cancel is not None else threading.Event()
        done = object()

        work = self._worker(prompt, workspace, events.put, cancel, done, kw)
        thread = threading.Thread(target=work, name="edge-agent-run", daemon=True)
        thread.start()
        try:
            while (item := events.get()) is not done:
                if isinstance(item, _Failed):
                    raise item.error
                yield item
        finally:
            cancel.set()
            thread.join()

    async def astream(self, prompt: str, *, workspace: str | Path, **kw: Any) -> AsyncIterator[ev.Event]:
        """`stream()` for asyncio: the run works in a thread, events arrive on the loop."""
        self._check_input(prompt, workspace)
        loop = asyncio.get_running_loop()
        events: asyncio.Queue = asyncio.Queue()
        cancel = threading.Event()
        done = object()

        work = self._worker(prompt, workspace, lambda e: loop.call_soon_threadsafe(events.put_nowait, e), cancel,
                            done, kw)
        task = loop.run_in_executor(None, work)
        try:
            while (item := await events.get()) is not done:
                if isinstance(item, _Failed):
                    raise item.error
                yield item
        finally:
            cancel.set()
            await asyncio.shield(task)

    def _worker(self, prompt, workspace, put: Callable[[Any], Any], cancel: threading.Event, done: object,
                kw: dict) -> Callable[[], None]:
        """The body of a streamed run's thread: events, then a failure (re-raised by the consumer) or `done`."""
        def work() -> None:
            try:
                self._run(prompt, workspace, listener=put, cancel=cancel, **kw)
            except BaseException as e:  # re-raised in the consumer's thread
                put(_Failed(e))
            finally:
                put(done)

        return work

    async def arun(self, prompt: str, *, workspace: str | Path, **kw: Any) -> RunResult:
        """`run()` for asyncio, without blocking the event loop."""
        result = None
        async for event in self.astream(prompt, workspace=workspace, **kw):
            if isinstance(event, ev.RunFinished):
                result = event.result
        assert result is not None
        return result

    @staticmethod
    def _check_input(prompt: str, workspace: str | Path) -> Path:
        if not isinstance(prompt, str) or not prompt.strip():
            raise AgentError("the task prompt is empty")
        ws = Path(workspace).expanduser()
        if not ws.is_dir():
            raise AgentError(f"workspace {ws} is not a folder")
        return ws.resolve()


@dataclass
class _Failed:
    """An exception raised in the run's thread, handed to the stream's consumer."""

    error: BaseException
