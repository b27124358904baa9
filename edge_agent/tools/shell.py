"""run_shell: a command in the workspace, inside the OS sandbox, with bounded time and output.

The sandbox (edge_agent.sandbox) decides what the command may touch: in workspace-write mode
(the default) it writes only the workspace and a private temporary folder, reads the system
but not the user's home, the trace store or the model cache, sees no other process and has
no network. Every process it starts is gone when the tool returns. The environment is built
from an allow-list, not by deleting known secrets from the agent's, so a credential under an
unexpected name cannot leak in.
"""
from __future__ import annotations

import math
import os
import re
import shutil
import tempfile

from pydantic import BaseModel, ConfigDict, Field

from edge_agent import sandbox
from edge_agent.sandbox.policy import sandbox_path_env
from edge_agent.tools.base import Tool, ToolContext, ToolError

OUTPUT_CAP = 8000          # characters of stdout shown; stderr gets half
KEEP_BYTES = 64_000        # bytes of each stream kept in memory while the command runs
HARD_CAP = 32 << 20        # bytes of output after which the command is stopped
_ALLOWED_ENV = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TERM")
_CREDENTIAL_NAME = re.compile(
    r"(KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH|SESSION|COOKIE|PRIVATE|^AWS_|^AZURE_|^GCP_|^GOOGLE_|"
    r"^OPENAI|^ANTHROPIC|^HF_|^HUGGING|^GITHUB_|^GH_|^DASHSCOPE|^ZHIPU|^EDGE_AGENT)",
    re.IGNORECASE,
)
_NETWORK_FAILURE = re.compile(
    r"socket|resolve host|name resolution|network is unreachable|connection refused|could not connect|"
    r"failed to connect|curl: \(\d+\)|wget: |urlopen error|getaddrinfo", re.IGNORECASE)
_DENIED = re.compile(r"permission denied|operation not permitted|read-only file system", re.IGNORECASE)


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
        "stdout and stderr. It runs in a sandbox: by default it may write only the workspace and $TMPDIR, "
        "and it has no network and no credentials."
    )

    class Args(BaseModel):
        model_config = ConfigDict(extra="forbid")
        command: str = Field(..., min_length=1, max_length=100_000)
        timeout_s: float = Field(30, gt=0, le=600)

    def sink_for(self, arguments: dict, ctx: ToolContext) -> str:
        if getattr(ctx, "allow_network", False) or getattr(ctx, "sandbox_mode", "") == "full-access":
            return "external"
        return "external" if reaches_network(str(arguments.get("command", ""))) else "local"

    def run(self, args, ctx: ToolContext) -> str:
        mode = getattr(ctx, "sandbox_mode", sandbox.DEFAULT_MODE)
        allow_network = bool(getattr(ctx, "allow_network", False))
        try:
            sandbox.check_mode(mode)
        except sandbox.SandboxError as e:
            raise ToolError(str(e))
        offered, why = sandbox.shell_offered(mode)
        if not offered:
            raise ToolError(why)
        ws = os.path.realpath(ctx.workspace)
        tmp = tempfile.mkdtemp(prefix="edge-agent-tmp-")
        try:
            return self._run(args, ctx, mode, allow_network, ws, tmp)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    def _run(self, args, ctx: ToolContext, mode: str, allow_network: bool, ws: str, tmp: str) -> str:
        limits = sandbox.Limits(cpu_s=math.ceil(args.timeout_s) + 1)
        try:
            policy = sandbox.build_policy(mode, ws, tmp, allow_network=allow_network, limits=limits)
        except sandbox.SandboxError as e:
            raise ToolError(str(e))
        env = scrubbed_env(ws, ctx.env)
        env.update(TMPDIR=tmp, TMP=tmp, TEMP=tmp)
        if policy.confined:
            env["PATH"] = sandbox_path_env(env["PATH"], policy)
        else:
            sandbox.warn_full_access_once()
        try:
            r = sandbox.run(["bash", "-c", args.command], cwd=ws, env=env, policy=policy, timeout_s=args.timeout_s,
                            cap=KEEP_BYTES, hard_cap=HARD_CAP)
        except sandbox.SandboxError as e:
            raise ToolError(f"the sandbox could not start the command (it did not run): {e}")
        if r.setup_error:
            raise ToolError(f"the sandbox could not be set up, so the command did not run: {r.setup_error}")
        head = "" if policy.confined else "[sandbox: full-access, not confined]\n"
        if r.timed_out:
            raise ToolError(f"{head}command timed out after {args.timeout_s:g} s; every process it started was stopped"
                            + _partial(r))
        if r.output_overflow:
            raise ToolError(f"{head}command stopped: it wrote more than {HARD_CAP >> 20} MB of output" + _partial(r))
        text = f"{head}exit code {r.returncode}\n"
        o, err = r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")
        if o or r.stdout_dropped:
            text += f"stdout:\n{_cap(o, OUTPUT_CAP, r.stdout_dropped)}\n"
        if err or r.stderr_dropped:
            text += f"stderr:\n{_cap(err, OUTPUT_CAP // 2, r.stderr_dropped)}\n"
        if r.returncode != 0:
            # A failed command is a failed step: the model reads ERROR, and loop guards see it.
            hint = _hint(policy, r.returncode, err) if policy.confined else ""
            raise ToolError(text.rstrip() + (f"\n[sandbox: {hint}]" if hint else ""))
        return text.rstrip()


def _hint(policy: sandbox.SandboxPolicy, rc: int | None, stderr: str) -> str:
    """Name what the sandbox denied, so the model (and the user) know it was not a bug."""
    if not policy.allow_network and _NETWORK_FAILURE.search(stderr):
        return policy.network_hint()
    if rc == 128 + 24:
        return f"stopped at the CPU-time limit ({policy.limits.cpu_s} s)"
    if rc == 128 + 25:
        return f"stopped at the file-size limit ({policy.limits.file_size >> 20} MB)"
    if "fork" in stderr and "resource temporarily unavailable" in stderr.lower():
        return f"the process limit ({policy.limits.nproc}) was reached"
    if _DENIED.search(stderr):
        if policy.mode == sandbox.READ_ONLY:
            return "read-only mode: only $TMPDIR is writable; the workspace and the system can be read"
        return (f"{policy.mode} mode: writing is allowed only in the workspace and $TMPDIR; reading the home "
                "folder, the trace store, the model cache and other processes is denied")
    return ""


def _partial(r) -> str:
    o = r.stdout.decode("utf-8", "replace")
    return f"\npartial stdout:\n{_cap(o, 1000, 0)}" if o else ""


def _cap(text: str, cap: int, dropped_bytes: int) -> str:
    more = len(text) - cap if len(text) > cap else 0
    if not more and not dropped_bytes:
        return text
    note = f"{more} more characters" if more else ""
    if dropped_bytes:
        note += (" and " if note else "") + f"{dropped_bytes} more bytes"
    return text[:cap] + f"\n[{note} cut]"
