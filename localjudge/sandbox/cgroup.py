"""Memory cgroups: the kernel counts and limits all the memory a sandbox's
programs hold, in any form (heap, stack, files in /tmp, pipe buffers,
shared memory), where the machine lets the judge make a cgroup: as root,
under cgroup v1's memory hierarchy or under cgroup v2; as a user, in a
cgroup v2 subtree delegated to them (as systemd gives). Where none can be
made, MemoryGroup.make() gives None and the sandbox falls back on its
seccomp filter (native/launcher.c).

  group = MemoryGroup.make()       a new group beside the judge's own, or None
  group.join(pid)                  put a process (and what it starts) in it
  group.start_run(limit_bytes)     set the limit, forget the last run's peak
  group.peak(), group.oom_kills()  what the last run used, and if it was killed
  group.remove()                   once its processes are gone
"""

import errno
import itertools
import os
import time

PREFIX = "judge-"          # judge-PID-N: a group of the judge process PID
# Seconds remove() keeps trying while the kernel still counts an ended
# process in the group (rmdir fails with EBUSY): a process can stay counted
# for a moment after its parent has reaped it (seen on Linux 6.18).
REMOVE_WAIT = 2.0
_numbers = itertools.count()


class MemoryGroup:
    """One cgroup with the memory controller, at path, of cgroup version 1
    or 2."""

    # version: (limit, peak, swap limit) file names
    FILES = {1: ("memory.limit_in_bytes", "memory.max_usage_in_bytes", "memory.memsw.limit_in_bytes"),
             2: ("memory.max", "memory.peak", "memory.swap.max")}

    def __init__(self, path, version):
        self.path = path
        self.version = version
        self.limit_file, self.peak_file, self.swap_file = self.FILES[version]
        self.events_file = "memory.oom_control" if version == 1 else "memory.events"
        # {(file name, open flags): descriptor}, kept for the group's life:
        # every run asks the same few files, and opening them each time
        # took most of the system calls of a short run.
        self._fds = {}
        self.limit = None           # the limit last set, in bytes
        self.kills_before = 0

    @classmethod
    def make(cls):
        """A new group under the judge's own memory cgroup, or None where
        the machine allows none."""
        for parent, version in _own_groups():
            _remove_stale(parent)
            path = os.path.join(parent, "%s%d-%d" % (PREFIX, os.getpid(), next(_numbers)))
            try:
                os.mkdir(path)
            except OSError:
                continue
            group = cls(path, version)
            if os.path.exists(os.path.join(path, group.limit_file)) and group._peak_resettable():
                return group
            group.remove()
        return None

    def join(self, pid):
        self._write("cgroup.procs", str(pid))

    def start_run(self, limit_bytes):
        """Before a run: its limit (no swap beyond it) if it changed, a
        fresh peak, and the count of kills so far."""
        if limit_bytes != self.limit:
            if self.version == 1:
                self._set_v1_limit(limit_bytes)
            else:
                self._write(self.limit_file, str(limit_bytes))
                self._write(self.swap_file, "0", must=False)
            self.limit = limit_bytes
        self._reset_peak()
        self.kills_before = self._kills()

    def _set_v1_limit(self, limit_bytes):
        """Memory and memory+swap to the same limit. The kernel refuses a
        memory+swap limit below the memory one, so the second write is the
        one that counts when the limit goes down, the first when it goes up."""
        value = str(limit_bytes)
        self._write(self.swap_file, value, must=False)
        self._write(self.limit_file, value)
        self._write(self.swap_file, value, must=False)

    def _reset_peak(self):
        """v1 forgets the peak for everyone; v2 for the descriptor that
        writes the reset, which peak() then reads."""
        if self.version == 1:
            self._write(self.peak_file, "0")
        else:
            os.pwrite(self._open(self.peak_file, os.O_RDWR), b"reset\n", 0)

    def peak(self):
        """Bytes: the most the group held since start_run."""
        flags = os.O_RDONLY if self.version == 1 else os.O_RDWR
        return int(self._read(self.peak_file, flags).split()[0])

    def oom_kills(self):
        """Processes the kernel killed at the limit since start_run."""
        return self._kills() - self.kills_before

    def _kills(self):
        try:
            lines = self._read(self.events_file, os.O_RDONLY).splitlines()
        except OSError:
            return 0
        counts = dict(line.split() for line in lines if len(line.split()) == 2)
        return int(counts.get("oom_kill", 0))

    def _peak_resettable(self):
        if self.version == 1:
            return os.path.exists(os.path.join(self.path, self.peak_file))
        try:
            self._reset_peak()
            return True
        except OSError:             # no memory.peak, or one that cannot be reset (Linux before 6.12)
            return False

    def _open(self, name, flags):
        """The kept descriptor of the group's file name, opened with flags."""
        fd = self._fds.get((name, flags))
        if fd is None:
            fd = self._fds[name, flags] = os.open(os.path.join(self.path, name), flags | os.O_CLOEXEC)
        return fd

    def _write(self, name, text, must=True):
        """Write text to the group's file name; an OSError only if must
        (a swap limit, where there is no swap accounting, need not be)."""
        try:
            os.pwrite(self._open(name, os.O_WRONLY), text.encode(), 0)
        except OSError:
            if must:
                raise

    def _read(self, name, flags):
        return os.pread(self._open(name, flags), 4096, 0).decode()

    def remove(self):
        """Remove the group; its processes must have ended."""
        for fd in self._fds.values():
            os.close(fd)
        self._fds = {}
        deadline = time.monotonic() + REMOVE_WAIT
        while True:
            try:
                os.rmdir(self.path)
                return
            except OSError as error:
                if error.errno != errno.EBUSY or time.monotonic() > deadline:
                    return
            time.sleep(0.001)


def _own_groups():
    """[(folder, version)]: the judge's own cgroup in each hierarchy that
    has the memory controller, v2 first."""
    mounts = {}
    with open("/proc/self/mountinfo") as mountinfo:
        for line in mountinfo:
            fields = line.split()
            kind = fields[fields.index("-") + 1]
            if kind == "cgroup2":
                mounts[2] = (fields[3], fields[4])
            elif kind == "cgroup" and "memory" in fields[-1].split(","):
                mounts[1] = (fields[3], fields[4])
    found = []
    with open("/proc/self/cgroup") as cgroups:
        for line in cgroups:
            number, controllers, path = line.rstrip("\n").split(":", 2)
            version = 2 if number == "0" and controllers == "" else 1 if "memory" in controllers.split(",") else 0
            if version in mounts:
                root, point = mounts[version]
                if path.startswith(root):
                    found.append((os.path.join(point, path[len(root):].lstrip("/")), version))
    return sorted(found, key=lambda item: -item[1])


def _remove_stale(parent):
    """Remove the empty groups of judges that are gone (ended by SIGKILL)."""
    try:
        names = os.listdir(parent)
    except OSError:
        return
    for name in names:
        pid = name[len(PREFIX):].split("-")[0]
        if name.startswith(PREFIX) and pid.isdigit() and not os.path.exists("/proc/%s" % pid):
            try:
                os.rmdir(os.path.join(parent, name))
            except OSError:
                pass

