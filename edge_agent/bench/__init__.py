"""The EC²-Bench-style suite: task format, per-run app services, graders, validation.

The runner (not here yet) uses four calls, in this order per (task, strategy, repeat):

    tasks = load_tasks()                          # benchmarks.task
    env = build_env(task, run_dir)                # benchmarks.environment
    registry = build_registry(task, env)          # the task's allowed tools, audited
    ... agent loop: registry.execute(name, args, env.context()) ...
    result = grade(task, env, final_answer)       # benchmarks.graders
"""
