"""Task files: loading, one-line errors that name the file and field, selection."""
from __future__ import annotations

import textwrap

import pytest

from edge_agent.bench.task import TaskError, load_all, load_task, select_tasks

GOOD = """\
id: {id}
title: A task
category: Office & Daily
language: en
prompt: Tell me what is in a.txt please.
allowed_tools: [read_file]
grader:
  - check: answer
    text: {{contains: hello}}
reference:
  - {{tool: read_file, arguments: {{path: a.txt}}}}
  - {{tool: final_answer, arguments: {{answer: hello}}}}
"""


def write(tmp_path, text, name="my-task"):
    d = tmp_path / name
    d.mkdir(parents=True, exist_ok=True)
    (d / "task.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    return d


def test_good_task_loads(tmp_path):
    task = load_task(write(tmp_path, GOOD.format(id="my-task")))
    assert task.id == "my-task" and task.reference_steps == 2 and task.workspace_dir.name == "workspace"


@pytest.mark.parametrize("mutate, field", [
    (lambda t: t.replace("category: Office & Daily", "category: Gardening"), "category"),
    (lambda t: t.replace("language: en\n", ""), "language"),
    (lambda t: t.replace("check: answer", "check: answr"), "grader.0"),
    (lambda t: t.replace("text: {contains: hello}", "text: {contains: hello, shout: true}"), "grader.0.answer.text.shout"),
    (lambda t: t.replace("allowed_tools: [read_file]", "allowed_tools: [read_file, read_file]"), "allowed_tools"),
    (lambda t: t.replace("  - {tool: final_answer, arguments: {answer: hello}}\n", ""), "reference"),
    (lambda t: t + "services: {mail: {messages: [{sender: a@b.c}]}}\n", "services.mail.messages.0"),
    (lambda t: t + "services: {telepathy: {}}\n", "services.telepathy"),
    (lambda t: t + "sensitive: [{entity: x, field: y, value: abcdef}]\n", "sensitive.0.why"),
    (lambda t: t + "colour: blue\n", "colour"),
])
def test_bad_fields_give_one_line_errors_naming_file_and_field(tmp_path, mutate, field):
    d = write(tmp_path, mutate(GOOD.format(id="my-task")))
    with pytest.raises(TaskError) as e:
        load_task(d)
    msg = str(e.value)
    assert "\n" not in msg
    assert msg.startswith(f"{d / 'task.yaml'}: {field}"), msg


def test_yaml_syntax_error_names_the_line(tmp_path):
    d = write(tmp_path, GOOD.format(id="my-task").replace("title: A task", "title: Re: a task"))
    with pytest.raises(TaskError, match=r"task.yaml: YAML error at line 2"):
        load_task(d)


def test_id_must_match_directory(tmp_path):
    with pytest.raises(TaskError, match="does not match its directory name"):
        load_task(write(tmp_path, GOOD.format(id="other-name")))


def test_missing_file_and_non_mapping(tmp_path):
    with pytest.raises(TaskError, match="no such file"):
        load_task(tmp_path / "nothing")
    with pytest.raises(TaskError, match="expected a mapping"):
        load_task(write(tmp_path, "- just\n- a list\n"))


def test_load_all_collects_errors_per_task(tmp_path):
    write(tmp_path, GOOD.format(id="good-one"), "good-one")
    write(tmp_path, GOOD.format(id="bad-one").replace("language: en", "language: fr"), "bad-one")
    tasks, errors = load_all(tmp_path)
    assert [t.id for t in tasks] == ["good-one"]
    assert len(errors) == 1 and "bad-one/task.yaml: language" in errors[0]


def test_select_by_glob_category_and_language(tmp_path):
    for name, lang in [("mail-a", "en"), ("mail-b", "zh"), ("ops-c", "zh")]:
        write(tmp_path, GOOD.format(id=name).replace("language: en", f"language: {lang}"), name)
    tasks, _ = load_all(tmp_path)
    ids = lambda sel: [t.id for t in select_tasks(tasks, sel)]  # noqa: E731
    assert ids("mail-*") == ["mail-a", "mail-b"]
    assert ids("zh") == ["mail-b", "ops-c"]
    assert ids("office & daily") == ["mail-a", "mail-b", "ops-c"]
    assert ids("ops-c, mail-a") == ["mail-a", "ops-c"]
    assert ids("nothing") == [] and len(ids(None)) == 3
