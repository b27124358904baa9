"""Escape attempts against "no network": TCP, UDP, Unix sockets, names — all to this machine."""
from __future__ import annotations

import socket
import threading

import pytest

from tests.security.conftest import assert_denied


@pytest.fixture
def listener():
    """A real TCP server on 127.0.0.1 in this process, counting connections."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(8)
    srv.settimeout(0.2)
    hits: list[int] = []
    stop = threading.Event()

    def serve():
        while not stop.is_set():
            try:
                c, _ = srv.accept()
            except OSError:
                continue
            hits.append(1)
            c.settimeout(1)
            try:
                c.recv(4096)
            except OSError:
                pass
            c.sendall(b"HTTP/1.0 200 OK\r\n\r\nLOOPBACK-REACHED")
            c.close()

    t = threading.Thread(target=serve, daemon=True)
    t.start()
    yield srv.getsockname()[1], hits
    stop.set()
    t.join(2)
    srv.close()


def test_control_the_listener_is_reachable_without_the_sandbox(listener):
    port, hits = listener
    with socket.create_connection(("127.0.0.1", port), timeout=2) as c:
        c.sendall(b"GET / HTTP/1.0\r\n\r\n")
        assert b"LOOPBACK-REACHED" in c.recv(100)
    assert hits


def test_curl_to_loopback(jail, listener):
    port, hits = listener
    obs = jail.sh(f"curl -sS --max-time 3 http://127.0.0.1:{port}/")
    assert_denied(obs, "LOOPBACK-REACHED")
    assert not hits
    assert "network is off in workspace-write mode; rerun with --allow-network" in obs.text


def test_python_socket_to_loopback(jail, listener):
    port, hits = listener
    obs = jail.sh(f"python3 -c \"import socket; s = socket.create_connection(('127.0.0.1', {port}), 3); "
                  f"print(s.recv(100))\"")
    assert_denied(obs, "LOOPBACK-REACHED")
    assert not hits and "--allow-network" in obs.text


def test_bash_dev_tcp(jail, listener):
    port, hits = listener
    obs = jail.sh(f"exec 3<>/dev/tcp/127.0.0.1/{port}; cat <&3")
    assert_denied(obs, "LOOPBACK-REACHED")
    assert not hits


def test_udp_to_loopback(jail):
    rx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    rx.bind(("127.0.0.1", 0))
    rx.settimeout(0.5)
    port = rx.getsockname()[1]
    try:
        obs = jail.sh(f"python3 -c \"import socket; socket.socket(socket.AF_INET, socket.SOCK_DGRAM)"
                      f".sendto(b'UDP-OUT', ('127.0.0.1', {port}))\"")
        assert not obs.ok
        with pytest.raises(socket.timeout):
            rx.recv(100)
    finally:
        rx.close()


def test_abstract_unix_socket_of_another_process(jail):
    name = b"\0edge-agent-test-abstract"
    srv = socket.socket(socket.AF_UNIX)
    srv.bind(name)
    srv.listen(1)
    srv.settimeout(0.5)
    try:
        obs = jail.sh("python3 -c \"import socket; s = socket.socket(socket.AF_UNIX); "
                      "s.connect(b'\\\\0edge-agent-test-abstract'); print('CONNECTED')\"")
        assert_denied(obs, "CONNECTED")
        with pytest.raises(socket.timeout):
            srv.accept()
    finally:
        srv.close()


def test_dns_lookup(jail):
    obs = jail.sh("getent hosts example.com || python3 -c \"import socket; print(socket.gethostbyname('example.com'))\"")
    assert not obs.ok


def test_allow_network_lets_loopback_through(jail, listener):
    port, hits = listener
    obs = jail.sh(f"curl -sS --max-time 5 http://127.0.0.1:{port}/", allow_network=True)
    assert obs.ok and "LOOPBACK-REACHED" in obs.text and hits
