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
        ("the sync clashes with the 6pm backup; run it at 7:30pm", "update_job", {"id": "J", "schedule": "0 1 * * *"}),
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


def test_a_handed_over_ticket_gets_the_assignee_and_keeps_its_status():
    args, note = repaired("The label printer in the annex jams again. Give that ticket to Malik please", [],
                          "update_ticket", {"id": "T-12", "status": "pending"})
    assert args == {"id": "T-12", "assignee": "Malik"} and "took out status = 'pending'" in note
    # a status the request names stays
    args, _ = repaired("hand the annex printer ticket to Malik and close it", [], "update_ticket",
                       {"id": "T-12", "status": "closed"})
    assert args == {"id": "T-12", "status": "closed", "assignee": "Malik"}


def test_a_new_address_or_number_is_written_into_the_contact_and_nothing_else():
    args, note = repaired("Farah at Kettle Foods has a new e-mail now: farah.h@kettlefoods.example, fix it in contacts",
                          [], "update_contact", {"id": "C-4", "title": "Kettle Foods buyer"})
    assert args == {"id": "C-4", "email": "farah.h@kettlefoods.example"} and "took out title" in note
    args, _ = repaired("王磊换手机号了，新号码是 +86 139 0000 1234，帮我改一下", [], "update_contact", {"id": "C-2"})
    assert args == {"id": "C-2", "phone": "+86 139 0000 1234"}
    kept = {"id": "C-4", "email": "farah.h@kettlefoods.example", "company": "Kettle Foods"}
    assert repaired("Farah moved to Kettle Foods, her e-mail is now farah.h@kettlefoods.example", [],
                    "update_contact", kept) == (kept, "")
    assert repaired("what's Farah's e-mail? farah@old.example bounced", [], "search_contacts", {"query": "Farah"})[1] == ""


def test_a_reply_goes_to_the_sender_and_says_what_the_request_says():
    mail = StepRecord(0, "edge", "", "read_email", {"id": "M-7"}, True,
                      "From: oskar.lind@example.net\nTo: desk@studio.example\nDate: 2025-03-10\nSubject: my prints\n\n"
                      "Hi, are my prints ready yet? When can I pick them up? Oskar")
    ask = "reply to Oskar's mail and tell him the prints are ready, he can pick them up on Saturday morning"
    args, note = repaired(ask, [mail], "send_email",
                          {"to": ["desk@studio.example"], "subject": "Re: my prints",
                           "body": "are my prints ready yet? When can I pick them up?", "cc": ["desk@studio.example"]})
    assert args == {"to": ["oskar.lind@example.net"], "subject": "Re: my prints",
                    "body": "the prints are ready, he can pick them up on Saturday morning"}
    own = {"to": ["oskar.lind@example.net"], "subject": "Re", "body": "Your prints are ready - Saturday works."}
    assert repaired(ask, [mail], "send_email", own) == (own, "")


def test_a_url_with_words_after_it_is_cut_at_the_space():
    args, _ = repaired("open the festival page", [], "open_page", {"url": "https://city.example/news/fest (2025-02-18)"})
    assert args == {"url": "https://city.example/news/fest"}


def test_an_event_gets_the_day_and_times_the_request_states():
    system = "Today is 2025-03-12 (Wednesday)."
    args, note = repaired("put the venue walk-through with Lena in tomorrow 3 to 4:30pm", [], "create_event",
                          {"title": "Walk-through", "start": "2025-03-13 16:30", "end": "2025-03-13 18:00"}, system)
    assert (args["start"], args["end"]) == ("2025-03-13 15:00", "2025-03-13 16:30") and "tomorrow" in note
    args, _ = repaired("call with the album lab on Friday at 10am for half an hour", [], "create_event",
                       {"title": "Lab call", "start": "2025-03-14 09:00"}, system)
    assert (args["start"], args["end"]) == ("2025-03-14 10:00", "2025-03-14 10:30")
    for request, name, arguments in [
        ("move the 3pm fitting to 5pm tomorrow", "update_event", {"id": "E-1", "start": "2025-03-13 17:00"}),
        ("put the walk-through in tomorrow 3 to 4:30pm", "update_event", {"id": "E-1", "title": "Walk-through"}),
        ("put the walk-through in tomorrow or Friday, 3 to 4:30pm", "create_event", {"title": "W", "start": "x"}),
    ]:
        assert repaired(request, [], name, arguments, system) == (arguments, "")
    assert repaired("put the walk-through in tomorrow 3 to 4:30pm", [], "create_event", {"start": "x"})[1] == ""


def test_a_title_that_repeats_the_records_id_is_taken_out():
    args, note = repaired("update the darkroom note: the fixer was replaced today", [], "update_note",
                          {"id": "N-3", "title": "N-3 (Darkroom log)", "body": "fixer replaced"})
    assert args == {"id": "N-3", "body": "fixer replaced"} and "took out title" in note
    renamed = {"id": "N-3", "title": "Darkroom log 2025"}
    assert repaired("rename N-3 to Darkroom log 2025", [], "update_note", renamed) == (renamed, "")


def test_a_listing_range_that_runs_backwards_is_swapped():
    args, note = repaired("is the club ride on Saturday still on?", [], "list_events",
                          {"start_date": "2025-03-15", "end_date": "2025-03-12"})
    assert args == {"start_date": "2025-03-12", "end_date": "2025-03-15"} and "backwards" in note
    fine = {"start_date": "2025-03-12", "end_date": "2025-03-15"}
    assert repaired("is the club ride on Saturday still on?", [], "list_events", fine) == (fine, "")


def test_a_reply_that_says_its_message_copies_no_one_unasked():
    mail = StepRecord(0, "edge", "", "read_email", {"id": "M-2"}, True,
                      "From: ines@venue.example\nTo: me@studio.example\nDate: 2025-03-10\nSubject: dates\n\n"
                      "We can do the walk-through on Tuesday 18, Wednesday 19 or Thursday 20 March. Which suits you?")
    args, _ = repaired("Reply that Wednesday works for us.", [mail], "send_email",
                       {"to": ["ines@venue.example"], "subject": "Re: dates",
                        "body": "We can do the walk-through on Tuesday 18, Wednesday 19 or Thursday 20 March.",
                        "cc": ["dan@studio.example"], "bcc": ["me@studio.example"]})
    assert args == {"to": ["ines@venue.example"], "subject": "Re: dates", "body": "Wednesday works for us"}
    asked = {"to": ["ines@venue.example"], "subject": "Re", "body": "Wednesday works.", "cc": ["dan@studio.example"]}
    assert repaired("reply to Ines and cc Dan that Wednesday works", [mail], "send_email", asked) == (asked, "")


def test_an_addition_to_a_read_note_keeps_its_text_and_an_empty_title_is_taken_out():
    read = StepRecord(0, "edge", "", "read_note", {"id": "N-4"}, True,
                      "# Okafor wedding - shot list\n(id N-4, updated 2025-03-01)\n\n- first look at the pier\n"
                      "- family group after the ceremony\n- sparkler exit")
    args, note = repaired("add to the Okafor shot list: a photo with the grandparents' car", [read], "update_note",
                          {"id": "N-4", "body": "- photo with the grandparents' car", "title": ""})
    assert args == {"id": "N-4", "body": "- first look at the pier\n- family group after the ceremony\n- sparkler exit\n"
                                         "- photo with the grandparents' car"}
    assert "took out title" in note and "kept" in note


def test_of_two_times_the_one_moved_to_is_the_schedule():
    ask = "The studio backup mails go out at midnight. Can you move them to 6 in the morning?"
    args, note = repaired(ask, [], "update_job", {"id": "J-5", "schedule": "0 0 * * *"})
    assert args["schedule"] == "0 6 * * *" and "06:00" in note
    assert repaired(ask, [], "update_job", {"id": "J-5", "schedule": "0 6 * * *"})[1] == ""


def test_a_today_line_that_is_no_date_repairs_no_event():
    arguments = {"title": "Walk-through", "start": "2025-03-13 16:30"}
    assert repaired("put the walk-through in tomorrow 3 to 4:30pm", [], "create_event", arguments,
                    "Today is 2025-13-45 (Someday).") == (arguments, "")
