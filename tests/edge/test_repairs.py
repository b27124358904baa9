"""Values the request states outright are written into the call before it runs, and the step says so."""
from edge_agent.records import StepRecord
from edge_agent.repairs import repaired

LISTED = StepRecord(0, "edge", "", "list_events", {}, True,
                    "E-4 | 2025-03-14 18:30 | 2025-03-14 20:00 | Evening group ride | Riverside")


def test_sign_time_person_and_shift_are_written_in():
    args, note = repaired("we sold 2 of the red helmets today, take them off stock", [], "adjust_stock",
                          {"sku": "HEL-RED", "delta": 2})
    assert args == {"sku": "HEL-RED", "delta": -2} and "delta = -2 (the request takes 2 out)" in note
    args, note = repaired("run the stock sync every day at 6am instead of 4am", [], "update_job",
                          {"id": "J-2", "schedule": "0 4 * * *"})
    assert args["schedule"] == "0 6 * * *" and note.startswith("[runtime: wrote schedule")
    args, _ = repaired("the till ticket - give it to Lukas", [], "update_ticket", {"id": "T-3", "assignee": "Mara"})
    assert args["assignee"] == "Lukas"
    args, _ = repaired("push the evening group ride back an hour", [LISTED], "update_event",
                       {"id": "E-4", "start": "2025-03-15 18:30"})
    assert (args["start"], args["end"]) == ("2025-03-14 19:30", "2025-03-14 21:00")


def test_what_the_request_leaves_open_is_not_repaired():
    for request, name, arguments in [
        ("fix the helmet stock, 2 were miscounted", "adjust_stock", {"sku": "H", "delta": 5}),  # sign not said
        ("the ride clashes with the 6pm fitting; move it to 7:30pm", "update_job", {"id": "J", "schedule": "0 1 * * *"}),
        ("the till ticket - give it to Lukas", "update_ticket", {"id": "T-3", "assignee": "Lukas Brandt"}),
        ("1. take 2 helmets off stock\n2. order 5 more", "adjust_stock", {"sku": "H", "delta": 2}),  # a plan
    ]:
        assert repaired(request, [], name, arguments) == (arguments, "")


def test_the_agent_runs_the_repaired_call_and_records_it(tmp_path):
    """A scripted test double writes +3 for "used 3 … take them off stock"; the runtime writes -3."""
    from edge_agent.agent import Agent
    from tests.edge.test_small_model_interface import TemperatureDouble, call

    seen: list[int] = []

    def adjust_stock(sku: str, delta: int) -> str:
        """Add delta to an item's stock."""
        seen.append(delta)
        return f"{sku} stock {14 + delta}"

    model = TemperatureDouble([call("adjust_stock", sku="VEN-OAK", delta=3), call("final_answer", answer="done")], [])
    r = Agent(model, tools=[adjust_stock], store=None).run(
        "We used 3 of the oak veneer boards yesterday - can you take them off stock?", workspace=tmp_path)
    assert seen == [-3] and r.steps[0].arguments["delta"] == -3
    assert r.steps[0].observation.endswith("\n[runtime: wrote delta = -3 (the request takes 3 out)]")


def test_a_command_line_the_model_shortened_is_written_whole():
    ask = "please schedule ./bin/sync_stock.py --all --dry-run=no every 20 minutes, call it stock-sync"
    args, note = repaired(ask, [], "create_job", {"name": "stock-sync", "schedule": "*/20 * * * *",
                                                   "command": "sync_stock.py"})
    assert args["command"] == "./bin/sync_stock.py --all --dry-run=no"
    assert "the request gives the command line" in note
    # a flag with a value after a space: where the line ends is not sure, nothing is written
    unsure = "please schedule ./bin/sync_stock.py --shop riverside every 20 minutes"
    assert repaired(unsure, [], "create_job", {"name": "s", "schedule": "*/20 * * * *", "command": "sync_stock.py"})[1] == ""
    # a command that is not a part of the request's is the model's own: left alone
    same = {"name": "s", "schedule": "*/20 * * * *", "command": "python3 /srv/other.py"}
    assert repaired(ask, [], "create_job", same)[0]["command"] == "python3 /srv/other.py"


def test_a_documentation_stand_in_path_is_refused():
    from edge_agent.guards import placeholder_value
    assert placeholder_value("create_job", {"name": "c", "command": "rm -rf /path/to/cache/*"}) is not None
    assert placeholder_value("create_job", {"name": "c", "command": "rm -rf /srv/farm/cache/*"}) is None


def test_once_the_stated_value_is_written_later_calls_are_left_alone():
    made = StepRecord(0, "edge", "", "create_job", {"name": "q", "schedule": "30 7 * * 1", "command": "c"}, True,
                      "created job J-4")
    other = {"id": "J-3", "schedule": "*/30 * * * *"}
    assert repaired("schedule c every monday at 7:30, call it q", [made], "update_job", other) == (other, "")
