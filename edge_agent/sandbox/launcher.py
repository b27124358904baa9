"""The sandbox launcher: a small, long-lived helper that starts each command in a fresh jail.

Run as `python3 -I -S launcher.py FD` (standard library only, no site, no user paths) by
`edge_agent.sandbox.linux`; FD is one end of a Unix socket pair. Why a helper process: the
jail is set up between fork and exec, and forking the agent itself (a big, threaded process
with a model loaded) costs tens of milliseconds and is unsafe with threads; forking this
helper costs about a millisecond. It holds no secrets: its environment is empty.

At start the helper enters a user namespace of its own (mapping only the user's own uid)
and becomes PID 1 of a PID namespace there, so that it holds the capabilities needed to
build namespaces without root. Per request (a JSON config plus the command's stdout, stderr
and status pipes, passed as SCM_RIGHTS) it calls unshare(CLONE_NEWPID) and forks: the child
is PID 1 of a fresh PID namespace. The child then takes a new mount (and, without network,
network, where seccomp cannot stand in) namespace, mounts a fresh /proc (only its own processes are visible), caps the
namespace's pid_max, applies Landlock rules (the allow-list), rlimits, no_new_privs, a
seccomp filter (no socket() without network; no io_uring), drops every capability and
execs the command. When it exits, the kernel kills every process left in its namespace;
the helper reaps it and writes its exit status to the status pipe. A "kill" request
SIGKILLs a command (and so its namespace) on timeout. When the agent's end of the socket
closes, the helper exits, and every command still running dies with it.

Why Landlock + namespaces (and not only one): Landlock confines the file system and TCP and
scopes signals, and it binds root too; namespaces give process containment, a private /proc
and a network-less stack. See docs/security.md.
"""
import ctypes
import errno
import json
import os
import platform
import resource
import select
import signal
import socket
import struct
import sys

SETUP_FAILED = 125
SETUP_MARK = b"edge-agent sandbox setup failed: "
MAX_REQUEST = 1 << 20

CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x00020000, 0x10000000, 0x20000000, 0x40000000
MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REC, MS_PRIVATE = 2, 4, 8, 0x4000, 1 << 18
PR_SET_PDEATHSIG, PR_SET_SECCOMP, PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS = 1, 22, 24, 38
SECCOMP_MODE_FILTER = 2
SYS_CREATE_RULESET, SYS_ADD_RULE, SYS_RESTRICT_SELF = 444, 445, 446  # generic numbers, all arches
SECCOMP_ARCH = {  # audit arch, socket(), io_uring_setup(), x32 syscall bit
    "x86_64": (0xC000003E, 41, 425, 0x40000000),
    "aarch64": (0xC00000B7, 198, 425, None),
}

FS_EXECUTE, FS_WRITE_FILE, FS_READ_FILE, FS_READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
FS_REFER, FS_TRUNCATE, FS_IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
NET_BIND_TCP, NET_CONNECT_TCP = 1 << 0, 1 << 1
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1
RULE_PATH_BENEATH = 1
FILE_RIGHTS = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV
READ_RIGHTS = FS_EXECUTE | FS_READ_FILE | FS_READ_DIR
DEVICE_RIGHTS = FS_READ_FILE | FS_WRITE_FILE | FS_TRUNCATE | FS_IOCTL_DEV

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_void_p]


def sys_call(nr, *args):
    ctypes.set_errno(0)
    r = libc.syscall(ctypes.c_long(nr), *args)
    if r < 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
    return r


def check(r, what):
    if r != 0:
        e = ctypes.get_errno()
        raise OSError(e, f"{what}: {os.strerror(e)}")


def landlock_abi():
    try:
        return sys_call(SYS_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    except OSError:
        return 0


def handled_fs(abi):
    rights = (1 << 13) - 1  # ABI 1: EXECUTE .. MAKE_SYM
    if abi >= 2:
        rights |= FS_REFER
    if abi >= 3:
        rights |= FS_TRUNCATE
    if abi >= 5:
        rights |= FS_IOCTL_DEV
    return rights


class Ruleset:
    def __init__(self, abi, allow_network):
        self.fs = handled_fs(abi)
        net = NET_BIND_TCP | NET_CONNECT_TCP if abi >= 4 and not allow_network else 0
        scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL if abi >= 6 else 0
        if abi < 4:
            raw = struct.pack("=Q", self.fs)
        elif abi < 6:
            raw = struct.pack("=QQ", self.fs, net)
        else:
            raw = struct.pack("=QQQ", self.fs, net, scoped)
        attr = ctypes.create_string_buffer(raw, len(raw))
        self.fd = sys_call(SYS_CREATE_RULESET, attr, ctypes.c_size_t(len(raw)), ctypes.c_uint32(0))

    def allow(self, path, rights):
        try:
            pfd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except FileNotFoundError:
            return
        try:
            st = os.fstat(pfd)
            if (st.st_mode & 0o170000) != 0o040000:
                rights &= FILE_RIGHTS
            rule = ctypes.create_string_buffer(struct.pack("=Qi", rights & self.fs, pfd), 12)
            sys_call(SYS_ADD_RULE, self.fd, RULE_PATH_BENEATH, rule, ctypes.c_uint32(0))
        finally:
            os.close(pfd)


class SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


class CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def seccomp_program(allow_network):
    spec = SECCOMP_ARCH.get(platform.machine())
    if spec is None:
        return None
    arch, nr_socket, nr_io_uring, x32 = spec
    ld, jeq, jge, ret = 0x20, 0x15, 0x35, 0x06
    allow, errno_ret = 0x7FFF0000, 0x00050000
    ins = [(ld, 0, 0, 4), (jeq, 1, 0, arch), (ret, 0, 0, errno_ret | errno.ENOSYS), (ld, 0, 0, 0)]
    if x32 is not None:
        ins += [(jge, 0, 1, x32), (ret, 0, 0, errno_ret | errno.ENOSYS)]
    # io_uring performs socket and file operations that this filter would not see
    ins += [(jeq, 0, 1, nr_io_uring), (ret, 0, 0, errno_ret | errno.EPERM)]
    if not allow_network:
        ins += [(jeq, 0, 1, nr_socket), (ret, 0, 0, errno_ret | errno.EACCES)]
    ins.append((ret, 0, 0, allow))
    raw = b"".join(struct.pack("=HBBI", *i) for i in ins)
    return ctypes.create_string_buffer(raw, len(raw))


def write_file(path, data):
    fd = os.open(path, os.O_WRONLY)
    try:
        os.write(fd, data)
    finally:
        os.close(fd)


def limit_pids(n):
    """Cap the processes of this PID namespace. RLIMIT_NPROC is not enforced for real root
    (the kernel exempts uid 0's user), but since Linux 6.14 pid_max is per PID namespace
    and binds root too. On older kernels the write fails and RLIMIT_NPROC is the bound."""
    try:
        write_file("/proc/sys/kernel/pid_max", str(max(301, n)).encode())
    except OSError:
        pass


def confine(cfg):
    """In PID 1 of the new namespace, right before exec."""
    check(libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "prctl(PDEATHSIG)")
    check(libc.mount(None, b"/", None, MS_REC | MS_PRIVATE, None), "mount(private)")
    check(libc.mount(b"proc", b"/proc", b"proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, None), "mount(/proc)")
    limit_pids(cfg["max_pids"])
    rs = Ruleset(cfg["abi"], cfg["allow_network"])
    writable = set(cfg["write"])
    for p in cfg["read"]:
        if p not in writable:
            rs.allow(p, READ_RIGHTS)
    for p in cfg["write"]:
        rs.allow(p, rs.fs)
    for p in cfg["devices"]:
        rs.allow(p, DEVICE_RIGHTS)
    rs.allow("/proc", READ_RIGHTS)
    for name, value in cfg["rlimits"]:
        res = getattr(resource, name)
        resource.setrlimit(res, (value, value))
    check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "prctl(NO_NEW_PRIVS)")
    sys_call(SYS_RESTRICT_SELF, rs.fd, ctypes.c_uint32(0))
    os.close(rs.fd)
    prog = seccomp_program(cfg["allow_network"])
    if prog is not None:
        fprog = SockFprog(len(prog) // 8, ctypes.addressof(prog))
        check(libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0), "seccomp")
    elif not cfg["allow_network"] and cfg.get("netns_only_ok") is not True:
        pass  # the network namespace alone keeps the network off on other architectures
    # The namespace's root must not carry capabilities into the command (this matters when
    # the real user is root): drop the bounding set, then every capability set.
    for cap in range(64):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            break
    check(libc.capset(ctypes.byref(CapHeader(0x20080522, 0)), (CapData * 2)()), "capset")


def command(cfg, out_fd, err_fd):
    """In the forked child, PID 1 of its own PID namespace: confine, then exec. Never returns."""
    try:
        os.setsid()
        os.dup2(out_fd, 1)
        os.dup2(err_fd, 2)
        null = os.open("/dev/null", os.O_RDONLY)
        os.dup2(null, 0)
        for fd in (null, out_fd, err_fd):
            if fd > 2:
                os.close(fd)
        # "No network" is seccomp (socket() of every family refused) plus Landlock (TCP bind and
        # connect refused); a network namespace would add about 10 ms per command, so it is used
        # only where this architecture has no seccomp filter here.
        netns = not cfg["allow_network"] and platform.machine() not in SECCOMP_ARCH
        check(libc.unshare(CLONE_NEWNS | (CLONE_NEWNET if netns else 0)), "unshare")
        os.chdir(cfg["cwd"])
        confine(cfg)
    except BaseException as e:  # noqa: BLE001 - fail closed, whatever went wrong
        fail(e)
    try:
        os.execvpe(cfg["argv"][0], cfg["argv"], cfg["env"])
    except OSError as e:
        os.write(2, f"{cfg['argv'][0]}: {e.strerror}\n".encode())
    os._exit(127)


def fail(e):
    try:
        os.write(2, SETUP_MARK + str(e).encode("utf-8", "replace")[:300] + b"\n")
    finally:
        os._exit(SETUP_FAILED)


class Server:
    """The launcher proper: PID 1 of a namespace of its own, holding capabilities in its own
    user namespace, so that each command costs one fork: unshare(CLONE_NEWPID) before the
    fork makes the child PID 1 of a fresh namespace, and setns() afterwards restores ours."""

    def __init__(self, sock):
        self.sock = sock
        self.children = {}  # pid -> status fd
        self.own_pid_ns = os.open("/proc/self/ns/pid", os.O_RDONLY | os.O_CLOEXEC)
        self.wake_r, self.wake_w = os.pipe()
        os.set_blocking(self.wake_r, False)
        os.set_blocking(self.wake_w, False)
        signal.set_wakeup_fd(self.wake_w)
        signal.signal(signal.SIGCHLD, lambda *_: None)

    def run(self):
        while True:
            try:
                ready, _, _ = select.select([self.sock, self.wake_r], [], [])
            except InterruptedError:
                continue
            if self.wake_r in ready:
                try:
                    os.read(self.wake_r, 4096)
                except BlockingIOError:
                    pass
                self.reap()
            if self.sock in ready and not self.handle():
                for pid in list(self.children):
                    os.kill(pid, signal.SIGKILL)
                return

    def reap(self):
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            fd = self.children.pop(pid, None)
            if fd is not None:
                code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
                try:
                    os.write(fd, struct.pack("=i", code))
                except OSError:
                    pass
                os.close(fd)

    def handle(self):
        try:
            msg, fds, _, _ = socket.recv_fds(self.sock, MAX_REQUEST, 3)
        except InterruptedError:
            return True
        except OSError:
            return False
        if not msg:
            return False  # the agent went away: so does the launcher, and every command with it
        try:
            req = json.loads(msg)
        except ValueError:
            req = {}
        if "kill" in req:  # only our own unreaped children: a pid cannot have been reused
            if req["kill"] in self.children:
                os.kill(req["kill"], signal.SIGKILL)
            return True
        if len(fds) != 3 or "argv" not in req:
            for fd in fds:
                os.close(fd)
            self.sock.sendall(b'{"error": "bad request"}')
            return True
        out_fd, err_fd, status_fd = fds
        try:
            check(libc.unshare(CLONE_NEWPID), "unshare(CLONE_NEWPID)")
            try:
                pid = os.fork()
            except OSError:
                libc.setns(self.own_pid_ns, CLONE_NEWPID)
                raise
            if pid:  # our next child must be able to start a fresh namespace again
                check(libc.setns(self.own_pid_ns, CLONE_NEWPID), "setns")
        except OSError as e:
            for fd in fds:
                os.close(fd)
            self.sock.sendall(json.dumps({"error": str(e)}).encode())
            return True
        if pid == 0:
            signal.set_wakeup_fd(-1)
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            for fd in [self.sock.fileno(), self.wake_r, self.wake_w, self.own_pid_ns, status_fd,
                       *self.children.values()]:
                try:
                    os.close(fd)
                except OSError:
                    pass
            command(req, out_fd, err_fd)
        os.close(out_fd)
        os.close(err_fd)
        self.children[pid] = status_fd
        self.sock.sendall(json.dumps({"pid": pid}).encode())
        return True


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: launcher.py FD\n")
        return 2
    sock = socket.socket(fileno=int(argv[1]))
    uid, gid = os.getuid(), os.getgid()
    try:
        check(libc.unshare(CLONE_NEWUSER | CLONE_NEWPID), "unshare(user, pid)")
        write_file("/proc/self/setgroups", b"deny")
        write_file("/proc/self/uid_map", f"{uid} {uid} 1".encode())
        write_file("/proc/self/gid_map", f"{gid} {gid} 1".encode())
        pid = os.fork()
    except OSError as e:  # no user namespaces here: say so to the first request, then go
        sock.sendall(json.dumps({"error": str(e)}).encode())
        return 1
    if pid:  # outside the namespace: wait for the server; its exit ends everything inside
        sock.close()
        while True:
            try:
                _, status = os.waitpid(pid, 0)
                return os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1
            except InterruptedError:
                continue
    check(libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "prctl(PDEATHSIG)")
    Server(sock).run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
