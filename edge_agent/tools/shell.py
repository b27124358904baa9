"""run_shell: a command in the workspace with a timeout, an output cap and no credentials.

The environment is built from an allow-list, not by deleting known secrets from the
parent's, so a credential under an unexpected name cannot leak in. This confines cwd and
environment; it is not an OS jail (see docs/architecture.md on what it does not stop).
"""
from __future__ import annotations

import os
import re
import signal
import subprocess

from pydantic import BaseModel, ConfigDict, Field

from edge_agent.tools.base import Tool, ToolContext, ToolError

OUTPUT_CAP = 8000
_ALLOWED_ENV = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TERM")
_CREDENTIAL_NAME = re.compile(
    r"(KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH|SESSION|COOKIE|PRIVATE|^AWS_|^AZURE_|^GCP_|^GOOGLE_|"
    r"^OPENAI|^ANTHROPIC|^HF_|^HUGGING|^GITHUB_|^GH_|^DASHSCOPE|^ZHIPU|^EDGE_AGENT_CLOUD)",
    re.IGNORECASE,
)


def is_credential_name(name: str) -> bool:
    return bool(_CREDENTIAL_NAME.search(name))


def scrubbed_env(workspace: str, extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: os.environ[k] for k in _ALLOWED_ENV if k in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env["HOME"] = workspace
    env["PWD"] = workspace
    for k, v in (extra or {}).items():
        if not is_credential_name(k):
            env[k] = v
    return env


# Commands that reach the network whatever the sandbox says: defence in depth for when the
# OS sandbox is not in effect (a platform without one, an older build).
_NETWORK_COMMAND = re.compile(
    r"(?:^|[\s;|&(`$])(?:curl|wget|nc|ncat|netcat|socat|ssh|scp|sftp|rsync|ftp|telnet|aria2c|sendmail|mutt|"
    r"smbclient)(?=\s|$)|/dev/(?:tcp|udp)/|urllib|requests\.(?:get|post|put)|http\.client|socket\.",
    re.IGNORECASE)


def reaches_network(command: str) -> bool:
    return bool(_NETWORK_COMMAND.search(command))


class RunShell(Tool):
    name = "run_shell"
    # Local while the sandbox keeps the network off; external when the user allowed network
    # or full access, or when the command itself is a network client (sink_for).
    sink = "local"
    destination_fields = ()
    description = (
        "Run a shell command (bash) with the workspace as the current folder; returns exit code, "
        "stdout and stderr. No network credentials are available."
    )

    class Args(BaseModel):
        model_config = ConfigDict(extra="forbid")
        command: str = Field(..., min_length=1)
        timeout_s: float = Field(30, gt=0, le=600)

    def sink_for(self, arguments: dict, ctx: ToolContext) -> str:
        if getattr(ctx, "allow_network", False) or getattr(ctx, "sandbox_mode", "") == "full-access":
            return "external"
        return "external" if reaches_network(str(arguments.get("command", ""))) else "local"

    def run(self, args, ctx: ToolContext) -> str:
        ws = os.path.realpath(ctx.workspace)
        try:
            proc = subprocess.Popen(
                ["bash", "-c", args.command], cwd=ws, env=scrubbed_env(ws, ctx.env),
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                start_new_session=True,  # so a timeout kills the whole process group
            )
        except OSError as e:
            raise ToolError(f"could not start shell: {e}")
        try:
            out, err = proc.communicate(timeout=args.timeout_s)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, err = proc.communicate()
            raise ToolError(f"command timed out after {args.timeout_s:g} s: {_cap(out.decode('utf-8', 'replace'), 1000)}")
        text = f"exit code {proc.returncode}\n"
        o, e = out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
        if o:
            text += f"stdout:\n{_cap(o, OUTPUT_CAP)}\n"
        if e:
            text += f"stderr:\n{_cap(e, OUTPUT_CAP // 2)}\n"
        if proc.returncode != 0:
            # A failed command is a failed step: the model reads ERROR, and loop guards see it.
            raise ToolError(text.rstrip())
        return text.rstrip()


def _cap(text: str, cap: int) -> str:
    return text if len(text) <= cap else text[:cap] + f"\n[{len(text) - cap} more characters cut]"
