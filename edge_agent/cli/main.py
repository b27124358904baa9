"""The `edge-agent` command. Thin: each subcommand lives in its own module."""
from __future__ import annotations

import importlib

import click

from edge_agent import __version__

# (module, attribute) of each subcommand or group, loaded on demand so `--help` is quick
_COMMANDS = {
    "demo": ("edge_agent.cli.demo_cmd", "demo_cmd"),
    "run": ("edge_agent.cli.run_cmd", "run_cmd"),
    "chat": ("edge_agent.cli.chat_cmd", "chat_cmd"),
    "logs": ("edge_agent.cli.logs_cmd", "logs_cmd"),
    "models": ("edge_agent.cli.models_cmd", "group"),
    "cloud": ("edge_agent.cli.cloud_cmd", "group"),
    "privacy": ("edge_agent.cli.privacy_cmd", "group"),
    "bench": ("edge_agent.cli.bench_cmd", "group"),
    "calibrate": ("edge_agent.cli.calibrate_cmd", "calibrate_cmd"),
    "strategies": ("edge_agent.cli.strategies_cmd", "strategies_cmd"),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return sorted(name for name in _COMMANDS if self._load(name) is not None)

    def get_command(self, ctx, name):
        return self._load(name)

    def _load(self, name):
        if name not in _COMMANDS:
            return None
        module, attr = _COMMANDS[name]
        try:
            return getattr(importlib.import_module(module), attr)
        except ModuleNotFoundError as e:
            if e.name == module:  # a subcommand not installed in this build
                return None
            raise


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="edge-agent")
def cli():
    """edge-agent: an agent that runs on your device, with a privacy-gated cloud fallback.

    A local llama.cpp model works through a task in a workspace folder, one tool call
    per step; every step is logged to a SQLite trace store you can query.

    \b
    Start here:
      edge-agent models fetch qwen2.5-coder-0.5b-instruct
      edge-agent run "Write the number of rows in data.csv to report.txt" -w ./folder
      edge-agent logs
    """
    from edge_agent.cli.signals import exit_on_sigterm

    exit_on_sigterm()
