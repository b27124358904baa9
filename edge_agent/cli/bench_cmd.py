"""`edge-agent bench ...`: the benchmark suite's commands.

Each command is a thin shell over the `benchmarks` package: `validate` checks the tasks,
`run` runs them under strategies (benchmarks.runner), `report` prints and writes the
three-axis report (benchmarks.report). Model wiring for `run` is in bench_wiring.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from edge_agent.cli.wiring import sandbox_options


@click.group(name="bench")
def group() -> None:
    """EC²-Bench-style suite: validate the tasks, run them under strategies, report.

    \b
    Quick start with scripted test doubles (no model needed):
      edge-agent bench run --strategies edge-only,cloud-only --edge scripted:0.6 --cloud scripted:0.92
      edge-agent bench report
    """


def _tasks_dir_option(f):
    return click.option("--tasks-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                        help="Directory of task folders (default: the bundled suite).")(f)


@group.command("validate")
@click.option("--tasks", "selector", default=None, metavar="FILTER",
              help="Comma-separated id globs, categories or languages, e.g. 'mail-*,Dev & Ops,zh'.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of a table.")
@_tasks_dir_option
def validate_cmd(selector: str | None, as_json: bool, tasks_dir: Path | None) -> None:
    """Check every task: schema, reference scores 1.0, annotations in the fixture, and the
    adversarial probes (do nothing, echo, dump, placeholder, numbers, ask-then-act, exfil-*) stay
    under their limits (0.1 for do-nothing and echo, 0.3 for the rest)."""
    from edge_agent.bench.task import TASKS_DIR, load_all, select_tasks
    from edge_agent.bench.validate import totals, validate_report

    tasks, load_errors = load_all(tasks_dir or TASKS_DIR)
    tasks = select_tasks(tasks, selector)
    if selector and not tasks:  # a typo in a filter must not look like "all valid"
        raise click.ClickException(f"no task matches --tasks {selector!r}; ids, categories and languages are "
                                   "listed by `edge-agent bench validate`")
    reports = [validate_report(t) for t in tasks]
    summary = totals(reports)
    summary["load_errors"] = len(load_errors)
    failed = bool(load_errors) or any(not r.ok for r in reports)
    if as_json:
        click.echo(json.dumps({
            "tasks": [{"id": r.task_id, "ok": r.ok, "category": r.category, "language": r.language,
                       "reference_steps": r.reference_steps, "annotated": r.annotated,
                       "reference_score": r.reference_score, "do_nothing_score": r.do_nothing_score,
                       "probes": [p.to_dict() for p in r.probes],
                       "problems": r.problems} for r in reports],
            "load_errors": load_errors, "totals": summary}, ensure_ascii=False, indent=2))
    else:
        for line in load_errors:
            click.echo(f"FAIL  {line}")
        for r in reports:
            scores = f"ref={_fmt(r.reference_score)} noop={_fmt(r.do_nothing_score)}"
            click.echo(f"{'ok  ' if r.ok else 'FAIL'}  {r.task_id:<36} {r.category:<19} {r.language:<5} "
                       f"steps={r.reference_steps:<3} annotated={r.annotated:<2} {scores}")
            if r.probes:
                click.echo("      probes: " + " ".join(f"{p.name}={_fmt(p.score)}" for p in r.probes))
            for p in r.problems:
                click.echo(f"      - {p}")
        click.echo(_totals_text(summary))
    if failed:
        sys.exit(1)


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}"


def _totals_text(s: dict) -> str:
    cats = ", ".join(f"{k} {v}" for k, v in s["per_category"].items())
    langs = ", ".join(f"{k} {v}" for k, v in s["per_language"].items())
    return (f"\n{s['tasks']} tasks ({s['valid']} valid, {s['invalid']} invalid, {s['load_errors']} unloadable); "
            f"{s['annotated']} privacy-annotated; median reference steps {s['median_reference_steps']}\n"
            f"by category: {cats or '-'}\nby language: {langs or '-'}")


@group.command("run")
@click.option("--strategies", required=True, metavar="A,B,C",
              help="Comma-separated strategies, e.g. edge-only,cloud-only,advisor (see `bench run --help`).")
@click.option("--edge", default=None, metavar="ID|PATH|scripted:SKILL",
              help="Edge model: catalog id or .gguf path (default: the edge default), or scripted:0.6 for a test double.")
@click.option("--cloud", default=None, metavar="URL|PROVIDER|ID|scripted:SKILL",
              help="Cloud model: base URL, provider name, local catalog id (stand-in server), or scripted:0.92.")
@click.option("--cloud-model", default=None, help="Model id to ask the cloud for (default: the provider's).")
@click.option("--cloud-key-env", default=None, metavar="VAR", help="Environment variable holding the API key.")
@click.option("--cloud-price", default=None, metavar="MODEL",
              help="Price cloud tokens as this price-catalog model (default: the cloud model's own price, if known).")
@click.option("--privacy", "privacy_mode", type=click.Choice(["redact", "block", "off"]), default="redact",
              show_default=True, help="What the privacy gate does with sensitive values leaving the device.")
@click.option("--tasks", "selector", default=None, metavar="FILTER",
              help="Comma-separated id globs, categories or languages, e.g. 'mail-*,Dev & Ops,zh'.")
@_tasks_dir_option
@click.option("--repeats", type=click.IntRange(1, 100), default=1, show_default=True, help="Runs per task and strategy (k of Pass^k).")
@click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Runs at once; honoured only for scripted or remote models (no local llama.cpp).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder for run workspaces and the report; running again with the same --out resumes.")
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--resume", "resume_id", default=None, metavar="BENCH_ID", help="Resume this bench run: only missing runs run.")
@click.option("--max-steps", type=click.IntRange(1, 200), default=None, help="Cap every task's own step limit.")
@click.option("--time-limit", "time_limit", type=click.IntRange(10, 86400), default=None, metavar="SECONDS",
              help="Wall-clock limit of every run, replacing each task's own (for slow or shared machines).")
@click.option("--max-tokens", type=click.IntRange(16, 8192), default=512, show_default=True, help="Tokens per model reply.")
@click.option("--n-ctx", type=click.IntRange(512, 131072), default=8192, show_default=True, help="Edge context window.")
@click.option("--threads", type=click.IntRange(1, 256), default=None, help="Edge llama.cpp threads.")
@click.option("--gpu-layers", type=click.IntRange(-1, 100000), default=0, show_default=True,
              help="Edge layers llama.cpp offloads to the GPU (-1: all); needs a GPU build of llama-cpp-python. "
                   "Under --ray each worker then asks for a GPU unless --ray-num-gpus says otherwise.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Base seed: each cell samples with a seed derived from it, the task, the strategy and the repeat "
                   "(recorded per row); also seeds the scripted test doubles.")
@click.option("--temperature", type=click.FloatRange(0, 2), default=None,
              help="Sampling temperature of every model call (default: 0, greedy, for --repeats 1; 0.7 for more "
                   "repeats, so that repeats differ and Pass^k means something).")
@click.option("-p", "--param", "params", multiple=True, metavar="STRATEGY.PARAM=VALUE",
              help="Set a strategy parameter, e.g. -p step-route.tau=0.6 (repeatable; recorded in bench.json).")
@click.option("--keep-workspaces", is_flag=True, help="Keep each run's workspace and service db under --out/runs.")
@click.option("--approve", type=click.Choice(["simulated", "auto", "deny"]), default="simulated", show_default=True,
              help="Who answers the egress rule's approval requests: the task's simulated user (approves the "
                   "reference's flows only), the auto policy, or nobody.")
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON document at the end (the report, or the bench id and counts with --no-report); "
                   "progress stays on stderr.")
@click.option("--report/--no-report", "make_report", default=True, show_default=True,
              help="Print the table and write the report to --out/report when done.")
@click.option("--ray", "ray_address", default=None, is_flag=False, flag_value="auto", metavar="[auto|local|ADDRESS]",
              help="Run the cells on a Ray cluster (docs/scale-out.md): a running one (auto), one started here "
                   "(local), or host:port. Needs the ray extra.")
@click.option("--ray-num-cpus", type=click.FloatRange(0, 1024), default=1.0, show_default=True,
              help="CPUs each Ray worker (one loaded edge model) asks for.")
@click.option("--ray-num-gpus", type=click.FloatRange(0, 64), default=None,
              help="GPUs each Ray worker asks for (default: 1 with --gpu-layers, else 0).")
@sandbox_options
def run_cmd(strategies, edge, cloud, cloud_model, cloud_key_env, cloud_price, privacy_mode, selector, tasks_dir,
            repeats, jobs, out_dir, db, resume_id, max_steps, time_limit, max_tokens, n_ctx, threads, gpu_layers, seed, temperature,
            params, keep_workspaces, as_json, make_report, ray_address, ray_num_cpus, ray_num_gpus, approve,
            sandbox_mode="workspace-write", allow_network=False):
    """Run every (task, strategy, repeat) in a fresh workspace and record it in the store.

    Interrupt it at any time (Ctrl-C) and run the same command again (same --out, or
    --resume BENCH_ID): only the missing runs run. Strategies: edge-only, cloud-only,
    sketch, task-route, step-route, advisor, delegate (those registered in this build).

    \b
    Examples:
      edge-agent bench run --strategies edge-only,cloud-only --edge scripted:0.6 --cloud scripted:0.92 --jobs 2
      edge-agent bench run --strategies edge-only,step-route --cloud qwen2.5-coder-1.5b-instruct --tasks 'Dev & Ops'
    """
    import contextlib

    from edge_agent.bench.report import load_report, render_text, report_json
    from edge_agent.bench.runner import BenchConfig, BenchError, BenchRunner, parse_params
    from edge_agent.bench.task import TASKS_DIR, TaskError, load_tasks
    from edge_agent.bench.results import BenchNotFound, BenchResults, new_bench_id
    from edge_agent.bench.sampling import default_temperature
    from edge_agent.cli.wiring import check_sandbox, open_store

    names = [s.strip() for s in strategies.split(",") if s.strip()]
    if temperature is None:
        temperature = default_temperature(repeats)
    elif temperature == 0 and repeats > 1:
        click.echo(f"note: --temperature 0 is greedy decoding: the {repeats} repeats of a cell will match, so "
                   f"Pass^{repeats} equals Pass^1", err=True)
    sandbox_info = check_sandbox(sandbox_mode, allow_network)
    try:
        overrides = parse_params(params)
    except BenchError as e:
        raise click.ClickException(str(e))
    if resume_id is None and out_dir is not None and (out_dir / "bench.json").is_file():
        meta = json.loads((out_dir / "bench.json").read_text())  # the same --out resumes its bench
        resume_id, db = meta["bench_id"], db or meta.get("db")
    store = open_store(db)
    if resume_id is not None and out_dir is None:
        try:
            out_dir = Path(BenchResults(store).get(resume_id)["out_dir"] or f"bench-out/{resume_id}")
        except BenchNotFound as e:
            raise click.ClickException(str(e))
    try:
        tasks = load_tasks(tasks_dir or TASKS_DIR, selector)
    except TaskError as e:
        raise click.ClickException(str(e))
    if not tasks:
        raise click.ClickException(f"no task matches --tasks {selector!r}")
    with contextlib.ExitStack() as stack:
        local_cloud = _is_local_stand_in(cloud)
        # Two llama.cpp computations on these cores: one thread each (DESIGN.md, thread contention).
        if ray_address is not None:  # the workers load the models (cli.bench_ray); the driver keeps the books
            from edge_agent.cli.bench_ray import driver_sources

            edge_src, cloud_src = driver_sources(edge, cloud, seed=seed)
        else:
            edge_src = _edge_source(edge, seed=seed, n_ctx=n_ctx, threads=1 if local_cloud else threads,
                                    gpu_layers=gpu_layers)
            cloud_src = _cloud_source(cloud, stack, seed=seed, model=cloud_model, key_env=cloud_key_env,
                                      price=cloud_price, single_thread=edge_src.in_process)
        bench_id = resume_id or new_bench_id()
        out_dir = out_dir or Path("bench-out") / bench_id
        config = BenchConfig(strategies=names, out_dir=out_dir, repeats=repeats, jobs=jobs, tasks_filter=selector,
                             max_steps=max_steps, time_limit_s=time_limit, max_tokens=max_tokens,
                             privacy_mode=privacy_mode,
                             keep_workspaces=keep_workspaces, sandbox_mode=sandbox_mode, allow_network=allow_network,
                             approve=approve, params=overrides, tasks_dir=tasks_dir, temperature=temperature,
                             seed=seed,
                             extra={"seed": seed, "tasks": [t.id for t in tasks], "approve": approve, **sandbox_info})
        try:
            runner = BenchRunner(store.path, edge=edge_src, cloud=cloud_src, config=config)
            active = runner
            if ray_address is not None:
                from edge_agent.cli.bench_ray import ray_runner

                active = ray_runner(runner, edge=edge, cloud=cloud, seed=seed, n_ctx=n_ctx, threads=threads,
                                    cloud_model=cloud_model, key_env=cloud_key_env, price=cloud_price,
                                    address=ray_address, num_cpus=ray_num_cpus, num_gpus=ray_num_gpus,
                                    gpu_layers=gpu_layers)
            bench_id = runner.open(bench_id, resume=resume_id is not None, tasks=tasks)
        except (BenchError, LookupError) as e:
            raise click.ClickException(str(e).strip("'\""))
        out_dir.mkdir(parents=True, exist_ok=True)
        _write_bench_json(out_dir, bench_id, store, runner.manifest(tasks))
        if jobs > runner.jobs and active is runner:
            click.echo("running one at a time: a local llama.cpp model cannot share these cores with another run", err=True)
        todo = runner.pending(tasks, bench_id)
        total = len(runner.cells(tasks))
        click.echo(f"bench {bench_id}: {len(todo)} of {total} runs to do ({total - len(todo)} already recorded); "
                   f"store {store.path}", err=True)
        try:
            with click.progressbar(length=len(todo), label="running", show_eta=True, show_pos=True, file=sys.stderr,
                                   item_show_func=lambda r: r and _progress_item(r, active)) as bar:
                active.on_progress = lambda done, n, row: bar.update(1, row)
                active.run(tasks, bench_id)
        except BenchError as e:  # on a Ray cluster: no worker could start, or none is left
            raise click.ClickException(str(e))
        except KeyboardInterrupt:
            left = len(runner.pending(tasks, bench_id))
            click.echo(f"\ninterrupted: {total - left} of {total} runs recorded; run the same command again "
                       f"(or --resume {bench_id}) to finish", err=True)
            sys.exit(130)
    if make_report:
        report = load_report(store, bench_id)
        files = _write_files(report, out_dir / "report")
        if as_json:
            click.echo(json.dumps(report_json(report, files), ensure_ascii=False, indent=2, default=str))
        else:
            click.echo(render_text(report, files))
    elif as_json:
        recorded = total - len(runner.pending(tasks, bench_id))
        click.echo(json.dumps({"bench_id": bench_id, "recorded": recorded, "total": total, "store": str(store.path),
                               "out_dir": str(out_dir)}))


def _progress_item(row: dict, runner) -> str:
    item = f"{row['task_id']} · {row['strategy']} · {row['score']:.2f}"
    state = getattr(runner, "state", None)  # the Ray runner's: cells running and failed now
    return item if state is None else f"{item} | running {state['running']} · failed {state['failed']}"


def _write_bench_json(out_dir: Path, bench_id: str, store, manifest: dict) -> None:
    """The bench's id and store, the command that made it, and its manifest (tasks and
    their hashes, strategy parameters, models, price, settings, code version)."""
    import shlex

    from edge_agent.bench.results import BenchResults, manifest_of

    recorded = manifest_of(BenchResults(store).get(bench_id)) or manifest
    argv = sys.argv
    command = "edge-agent " + " ".join(shlex.quote(a) for a in argv[1:]) if Path(argv[0]).name == "edge-agent" else ""
    (out_dir / "bench.json").write_text(json.dumps({"bench_id": bench_id, "db": str(store.path), "command": command,
                                                    "manifest": recorded}, indent=1, ensure_ascii=False,
                                                   default=str) + "\n")


def _is_local_stand_in(spec: str | None) -> bool:
    """A catalog id given as --cloud starts the llama.cpp stand-in server on this machine."""
    from edge_agent.bench.doubles import is_double_spec
    from edge_agent.models.catalog import load_catalog
    from edge_agent.router.providers import PROVIDERS

    if not spec or is_double_spec(spec) or spec.startswith(("http://", "https://")) or spec in PROVIDERS:
        return False
    return spec in load_catalog()


def _edge_source(spec: str | None, *, seed: int, n_ctx: int, threads: int | None, gpu_layers: int = 0):
    from edge_agent.bench.doubles import DoubleFactory, DoubleSpecError, is_double_spec
    from edge_agent.bench.runner import ModelSource
    from edge_agent.cli.wiring import DEFAULT_EDGE, build_edge

    spec = spec or DEFAULT_EDGE
    if is_double_spec(spec):
        try:
            return ModelSource(spec, factory=DoubleFactory.from_spec(spec, "edge", seed=seed))
        except DoubleSpecError as e:
            raise click.ClickException(f"--edge {e}")
    model = build_edge(spec, n_ctx=n_ctx, threads=threads, gpu_layers=gpu_layers)
    return ModelSource(spec, model=model, in_process=True, params=getattr(model, "params", None))


def _cloud_source(spec: str | None, stack, *, seed: int, model: str | None, key_env: str | None, price: str | None,
                  single_thread: bool):
    from edge_agent.bench.doubles import DoubleFactory, DoubleSpecError, is_double_spec
    from edge_agent.bench.runner import ModelSource
    from edge_agent.cli.wiring import build_cloud
    from edge_agent.router.prices import PriceError, find_price

    if not spec:
        return None
    price_obj = None
    if price:
        try:
            price_obj = find_price(price)
        except PriceError as e:
            raise click.ClickException(str(e))
        if price_obj is None:
            raise click.ClickException(f"--cloud-price {price!r} is not in the price catalog (see docs/cloud.md)")
    if is_double_spec(spec):
        try:
            factory = DoubleFactory.from_spec(spec, "cloud", seed=seed, price=price_obj)
        except DoubleSpecError as e:
            raise click.ClickException(f"--cloud {e}")
        return ModelSource(spec, factory=factory, price=price_obj)
    from edge_agent.router.openai_client import display_url

    local = _is_local_stand_in(spec)
    client = build_cloud(spec, stack, model=model, key_env=key_env, threads=1 if (local and single_thread) else None)
    # The label is stored (bench_runs.cloud) and printed: never the URL's userinfo or query.
    label = display_url(spec) if spec.startswith(("http://", "https://")) else spec
    return ModelSource(label, model=client, local_server=local, price=price_obj or getattr(client, "price", None))


def _write_files(report, out: Path) -> dict:
    from edge_agent.bench.report import write_report
    from edge_agent.bench.report.plots import PlotUnavailable

    try:
        return write_report(report, out)
    except PlotUnavailable as e:
        raise click.ClickException(str(e))


@group.command("report")
@click.argument("bench_id", required=False)
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document (metrics, files) instead of tables.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where to write the PNG plots, report.html and report.json (default: the bench's --out/report).")
def report_cmd(bench_id, db, as_json, out_dir):
    """Print the utility · cost · privacy table of BENCH_ID (default: the latest bench run)
    and write Pareto plots (PNG) and a self-contained HTML page."""
    from edge_agent.bench.report import load_report, render_text, report_json
    from edge_agent.bench.results import BenchNotFound
    from edge_agent.cli.wiring import open_store

    store = open_store(db)
    try:
        report = load_report(store, bench_id)
    except BenchNotFound as e:
        raise click.ClickException(str(e))
    if out_dir is None:
        base = Path(report.bench.get("out_dir") or f"bench-out/{report.bench['id']}")
        out_dir = base / "report"
    files = _write_files(report, out_dir)
    if as_json:
        click.echo(json.dumps(report_json(report, files), ensure_ascii=False, indent=2, default=str))
    else:
        click.echo(render_text(report, files))
