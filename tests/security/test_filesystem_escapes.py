"""Escape attempts against the file system, through the real run_shell under the real sandbox."""
from __future__ import annotations

import os

from tests.security.conftest import API_KEY, HOME_SECRET, STORE_ROWS, STORE_SECRET, assert_denied


def test_control_the_workspace_itself_is_readable_and_writable(jail):
    obs = jail.sh("cat data.csv && echo made > new.txt && cat new.txt && echo t > $TMPDIR/t && cat $TMPDIR/t")
    assert obs.ok and "1,2" in obs.text and "made" in obs.text


def test_home_ssh_key_by_absolute_path(jail):
    assert (jail.home / ".ssh" / "id_rsa").read_text().strip() == HOME_SECRET  # it is there to steal
    obs = jail.sh(f"cat {jail.home}/.ssh/id_rsa")
    assert_denied(obs, HOME_SECRET)
    assert "Permission denied" in obs.text and "sandbox:" in obs.text  # the denial is named


def test_home_listing_by_tilde_of_the_real_home(jail):
    obs = jail.sh(f"ls -la {jail.home} {jail.home}/.ssh")
    assert_denied(obs, "id_rsa")


def test_etc_shadow_is_not_readable_even_as_root(jail):
    assert os.access("/etc/shadow", os.R_OK)  # root outside: only the sandbox stops this
    assert_denied(jail.sh("cat /etc/shadow"), "root:")


def test_etc_ssh_host_keys(jail):
    obs = jail.sh("ls /etc/ssh; cat /etc/ssh/*key* /etc/sudoers")
    assert_denied(obs, "PRIVATE KEY")


def test_trace_store_cannot_be_read(jail):
    obs = jail.sh(f"cat {jail.db} | strings | head; sqlite3 {jail.db} 'select text from egress limit 1'")
    assert_denied(obs, STORE_SECRET)


def test_egress_ledger_cannot_be_rewritten(jail):
    obs = jail.sh(f"sqlite3 {jail.db} 'update egress set sent = 0'; "
                  f"python3 -c \"import sqlite3; c = sqlite3.connect('{jail.db}'); c.execute('delete from egress'); "
                  f"c.commit()\"; rm -f {jail.db}; echo x > {jail.db}")
    assert not obs.ok
    assert jail.egress_rows() == STORE_ROWS


def test_trace_store_found_through_the_environment_is_not_there(jail):
    obs = jail.sh('echo "db=[$EDGE_AGENT_DB]"; env | grep -i edge_agent || true')
    assert obs.ok and "db=[]" in obs.text and str(jail.db) not in obs.text


def test_model_cache_cannot_be_read(jail):
    assert_denied(jail.sh(f"cat {jail.models}/weights.gguf"), "MODEL-BYTES")


def test_write_outside_the_workspace_by_absolute_path(jail):
    target = jail.outside / "pwned.txt"
    assert_denied(jail.sh(f"echo pwned > {target}"))
    assert not target.exists()


def test_write_outside_by_dotdot(jail):
    assert_denied(jail.sh("echo pwned > ../outside/pwned.txt; cp data.csv ../../escaped.csv"))
    assert not (jail.outside / "pwned.txt").exists()


def test_write_to_system_temp_and_shared_memory(jail):
    name = f"edge-agent-escape-probe-{jail.ws.parent.name}"
    assert_denied(jail.sh(f"echo x > /tmp/{name}; echo x > /dev/shm/{name}; echo x > /var/tmp/{name}"))
    for d in ("/tmp", "/dev/shm", "/var/tmp"):
        assert not os.path.exists(f"{d}/{name}")


def test_symlink_to_a_secret_does_not_read_it(jail):
    obs = jail.sh(f"ln -s {jail.home}/.ssh/id_rsa key && cat key")
    assert_denied(obs, HOME_SECRET)


def test_symlink_to_the_root_folder_does_not_widen_access(jail):
    obs = jail.sh(f"ln -s / root && cat root{jail.home}/.ssh/id_rsa root/etc/shadow")
    assert_denied(obs, HOME_SECRET, "root:")


def test_symlink_write_through_to_outside(jail):
    obs = jail.sh(f"ln -s {jail.outside}/notes.txt n && echo overwritten > n")
    assert not obs.ok
    assert (jail.outside / "notes.txt").read_text() == "outside the workspace\n"


def test_hardlink_to_an_outside_file_cannot_be_made(jail):
    obs = jail.sh(f"ln {jail.outside}/notes.txt hl")
    assert not obs.ok and not (jail.ws / "hl").exists()


def test_python_open_outside(jail):
    obs = jail.sh(f"python3 -c \"print(open('{jail.home}/.ssh/id_rsa').read())\"")
    assert_denied(obs, HOME_SECRET)


def test_unmounting_proc_or_mounting_does_not_reveal_the_host(jail):
    (jail.ws / "mnt").mkdir()
    obs = jail.sh("umount /proc 2>&1; umount -l /proc 2>&1; mount -t tmpfs none mnt 2>&1; unshare -rm true 2>&1; "
                  "ls /proc | grep -c '^[0-9]'")
    count = int(obs.text.strip().splitlines()[-1]) if obs.ok else 0
    assert count < 10  # only the sandbox's own few processes are visible


def test_nested_user_namespace_is_still_confined(jail):
    obs = jail.sh(f"unshare -r cat {jail.home}/.ssh/id_rsa")
    assert_denied(obs, HOME_SECRET)


def test_agent_api_key_is_not_in_the_environment(jail):
    obs = jail.sh("env; cat /proc/self/environ | tr '\\0' '\\n'")
    assert obs.ok and API_KEY not in obs.text and "OPENAI" not in obs.text


def test_read_only_mode_refuses_workspace_writes(jail):
    obs = jail.sh("echo x > new.txt", sandbox_mode="read-only")
    assert_denied(obs)
    assert "read-only mode" in obs.text and not (jail.ws / "new.txt").exists()
    assert jail.sh("cat data.csv", sandbox_mode="read-only").ok
