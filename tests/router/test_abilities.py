"""The two abilities on hand-built trajectories: failing steps, episodes, ask precision and
recall, and acting on advice."""
from edge_agent.router.abilities import (Advice, acting_on_advice, advice_cues, failing_episodes, failing_steps,
                              knowing_when_to_ask, loop_spans, tool_names_from)

TOOLS = {"list_files", "read_file", "write_file", "run_shell", "ask_advisor", "final_answer"}


class S:
    def __init__(self, idx, tool, ok=True, actor="edge", **args):
        self.idx, self.tool, self.ok, self.actor, self.arguments = idx, tool, ok, actor, args


def test_failing_steps_are_errors_repeats_and_loops():
    steps = [S(0, "list_files"), S(1, "read_file", False, path="x"), S(2, "read_file", path="a"),
             S(3, "read_file", path="b"), S(4, "read_file", path="a"), S(5, "read_file", path="b"),
             S(6, "final_answer", answer="done")]
    f = failing_steps(steps)
    assert f == {1: ["error"], 2: ["loop"], 3: ["loop"], 4: ["repeat", "loop"], 5: ["repeat", "loop"]}
    assert failing_episodes(f, steps) == [[1, 2, 3, 4, 5]]
    assert loop_spans([("a", ""), ("a", "")]) == [(0, 1)]


def test_help_and_cloud_steps_are_not_the_edges_failures():
    steps = [S(0, "read_file", False, path="x"), S(1, "ask_advisor", question="?"), S(2, "read_file", False, path="y"),
             S(3, "list_files"), S(4, "run_shell", False, actor="cloud", command="x")]
    f = failing_steps(steps)
    assert f == {0: ["error"], 2: ["error"]}
    assert failing_episodes(f, steps) == [[0, 2]]  # the ask does not split the episode


def test_ask_precision_and_recall():
    steps = [S(0, "list_files"), S(1, "ask_advisor", question="plan?"),       # ask 1: nothing failing before
             S(2, "read_file", False, path="x"), S(3, "ask_advisor", question="?"),  # ask 2: timely
             S(4, "read_file", path="a"), S(5, "write_file", False, path="o", content=""),
             S(6, "write_file", False, path="o", content=""), S(7, "run_shell", command="ls"), S(8, "read_file", path="a"),
             S(9, "final_answer", answer="x")]
    m = knowing_when_to_ask(steps, k=2)
    # episodes: [2], [5, 6], [8] (8 repeats 4); answered: only [2] (ask at 3)
    assert m["asks"] == 2 and m["timely_asks"] == 1 and m["precision"] == 0.5
    assert m["episodes"] == 3 and m["answered_episodes"] == 1 and m["recall"] == round(1 / 3, 4)
    assert knowing_when_to_ask([S(0, "list_files")])["precision"] is None
    assert knowing_when_to_ask([S(0, "list_files")])["recall"] is None


def test_advice_cues():
    c = advice_cues("Use read_file on `data.csv`, then write the count to report.txt. Do not ask_advisor again.", TOOLS)
    assert c.tools == {"read_file"} and c.values == {"data.csv", "report.txt"} and not c.stop
    assert advice_cues("STOP: the task is done.", TOOLS).stop
    assert advice_cues("stop here, it is done", TOOLS).stop and advice_cues("Plan:\nStop. Answer 2.", TOOLS).stop
    assert not advice_cues("Don't stop now; keep going", TOOLS).stop
    assert len(advice_cues("Think harder.", TOOLS)) == 0


def test_acting_on_advice():
    steps = [S(0, "ask_advisor", question="?"), S(1, "read_file", path="data.csv"), S(2, "list_files"),
             S(3, "write_file", path="out.txt", content="2"), S(4, "ask_advisor", question="?"),
             S(5, "run_shell", command="ls"), S(6, "final_answer", answer="2")]
    advice = [
        Advice("read_file 'data.csv' then write_file report.txt", 1),  # 3 cues, 2 done within 3 actions
        Advice("STOP, the task is complete", 5),                      # final answer in the window
        Advice("Think about it.", 5),                                 # nothing checkable
        Advice("Use run_shell with `wc -l data.csv`", 5),             # tool done, value not: 1/2
        Advice("write_file summary.md", 1),                           # write_file done, summary.md not: 1/2
    ]
    m = acting_on_advice(steps, advice, TOOLS, k=3)
    assert m["advice"] == 5 and m["checkable"] == 4 and m["acted_on"] == 4 and m["rate"] == 1.0
    m = acting_on_advice(steps, [Advice("write_file report.txt", 1)], TOOLS, k=1)  # window too short
    assert m["acted_on"] == 0 and m["rate"] == 0.0


def test_tool_names_come_from_the_system_prompt():
    messages = [{"role": "system", "content": "Tools:\n- read_file(path: string): ...\n- ask_advisor(question: string): ..."}]
    assert tool_names_from(messages, [S(0, "list_files"), S(1, "(invalid)", False)]) == {"read_file", "ask_advisor", "list_files"}
