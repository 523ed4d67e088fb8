"""What a tool of ours may read on a user's behalf (the judge: a source, an
own case, a --case file; the explorer: a graph, a game file). As root it
could read any file, so one that is (or passes through) a symbolic link is
read only if an ordinary user could read what the link leads to: an
archive's `solution.c -> /etc/shadow` then shows nothing of the file. As an
ordinary user, the kernel's permissions decide. Every file read for a user
goes through read_file: a regular file (no FIFO to wait on, no folder, no
/dev/zero), of at most the bytes its use can need, checked before anything
runs (check_file) and read no further. A source must be a regular text
file of one of the suffixes its tool takes, and not huge (SOURCE_LIMIT).
Cases a tool finds are written in place of a link, never through it
(write_case)."""

import errno
import os
import stat
import tempfile

from common import paths
from common.errors import UsageError

MIB = 1024 * 1024                # bytes in a MiB
SOURCE_LIMIT = 1024 * 1024       # bytes: a source (a program, a game file) larger than this is not one


def shown_size(count):
    """A size in bytes as a person reads it: 512 bytes, 12 KiB, 4.0 MiB."""
    return "%d bytes" % count if count < 1024 else "%.0f KiB" % (count / 1024) if count < MIB \
        else "%.1f MiB" % (count / MIB)


def check_link(path):
    """A UsageError naming the link and its target if the judge runs as
    root and path leads through a symbolic link to a file that an ordinary
    user could not read. Reads nothing of the file (a stat only)."""
    if os.geteuid() != 0:
        return
    target = os.path.realpath(path)
    if target == os.path.abspath(path) or ordinary_user_may_read(target):
        return
    raise UsageError("%s is a symbolic link to %s, which only root may read: the judge does not read "
                     "it for you" % (path, target))


def ordinary_user_may_read(target):
    """Could a user other than root read target (a path with no links)?
    Yes if every folder on the way may be searched by others and the file
    may be read by others, or if they belong to the user sudo acts for."""
    sudo_uid = os.environ.get("SUDO_UID", "")
    owner = int(sudo_uid) if sudo_uid.isdigit() and int(sudo_uid) != 0 else None
    try:
        status = os.stat(target)
        if not _allows(status, owner, stat.S_IROTH, stat.S_IRUSR):
            return False
        folder = os.path.dirname(target)
        while True:
            if not _allows(os.stat(folder), owner, stat.S_IXOTH, stat.S_IXUSR):
                return False
            if folder == os.path.dirname(folder):
                return True
            folder = os.path.dirname(folder)
    except OSError:
        return True         # missing or unreadable: opening it says so, as for any user


def _allows(status, owner, for_others, for_owner):
    return bool(status.st_mode & for_others) or (status.st_uid == owner and bool(status.st_mode & for_owner))


def check_source(source, suffixes):
    """A usage error unless source is a regular text file of one of the
    suffixes (".c", ".cpp", ...). I/O: reads up to SOURCE_LIMIT bytes of it."""
    shown = paths.shown_path(source)
    if os.path.splitext(source)[1] not in suffixes:
        check_file(source, SOURCE_LIMIT, "a source file")
        raise UsageError("%s: it must end in %s" % (shown, " or ".join(suffixes)))
    text = read_file(source, SOURCE_LIMIT, "a source file")
    if b"\0" in text:
        raise UsageError("%s is a binary file (it holds a NUL byte at offset %d), not a source file"
                         % (shown, text.index(b"\0")))


KINDS = [(stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
         (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")]


def check_file(path, limit, what="a file"):
    """A UsageError unless path is a regular file of at most limit bytes
    that the judge may read for the user (check_link). Reads nothing of it."""
    check_link(path)
    try:
        status = os.stat(path)
    except OSError as error:
        raise UsageError("no such file: %s" % paths.shown_path(path) if error.errno == errno.ENOENT else
                         "cannot read %s: %s" % (paths.shown_path(path), error.strerror))
    _check_status(path, status, limit, what)


def _check_status(path, status, limit, what):
    for test, kind in KINDS:
        if test(status.st_mode):
            raise UsageError("%s is %s, not %s" % (paths.shown_path(path), kind, what))
    if status.st_size > limit:
        raise UsageError("%s is %s: larger than the %s the judge reads as %s" % (
            paths.shown_path(path), shown_size(status.st_size), shown_size(limit), what))


def read_file(path, limit, what="a file"):
    """The bytes of a file a user names (a source, an own case, an input, a
    graph), as check_file allows it: a regular file of at most limit bytes,
    read through a link only if an ordinary user could read what it leads
    to. The file opened is the one checked (no race with a link swapped
    meanwhile), and never more than limit bytes are read; a UsageError
    otherwise. A FIFO or a device is refused without waiting on it."""
    shown = paths.shown_path(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as error:
        raise UsageError("no such file: %s" % shown if error.errno == errno.ENOENT else
                         "cannot read %s: %s" % (shown, error.strerror))
    try:
        _check_status(path, os.fstat(fd), limit, what)      # before open(), which refuses a folder itself
    except UsageError:
        os.close(fd)
        raise
    with open(fd, "rb") as opened:
        if os.geteuid() == 0:
            target = os.readlink("/proc/self/fd/%d" % fd)
            if target != os.path.abspath(path) and not ordinary_user_may_read(target):
                raise UsageError("%s is a symbolic link to %s, which only root may read: the judge does not "
                                 "read it for you" % (shown, target))
        try:
            data = opened.read(limit + 1)
        except OSError as error:
            raise UsageError("cannot read %s: %s" % (shown, error.strerror))
    if len(data) > limit:
        raise UsageError("%s grew past the %s the judge reads as %s" % (shown, shown_size(limit), what))
    return data


def read_stream(stream, limit, what):
    """At most limit bytes of an open stream (standard input, say); a
    UsageError past them, before more is read."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise UsageError("%s is larger than the %s the judge reads as it" % (what, shown_size(limit)))
    return data


def write_case(stem, text, answer):
    """Write a case the judge found, stem.in and stem.ans (bytes or text),
    in a folder of the judge's own (build/stress, build/hack or the user's
    --out): each through a new file renamed into place, so that a link
    planted where it goes is replaced, never written through; a folder
    that is itself a link is refused. The input's path."""
    folder = os.path.dirname(os.path.abspath(stem))
    if os.path.islink(folder):
        raise UsageError("%s is a symbolic link: cases are written into a folder, not through a link"
                         % paths.shown_path(folder))
    os.makedirs(folder, exist_ok=True)
    for suffix, data in ((".in", text), (".ans", answer)):
        descriptor, staged = tempfile.mkstemp(prefix=".case-", dir=folder)
        try:
            os.fchmod(descriptor, 0o644)            # as open() would make it, not mkstemp's 0600
            with open(descriptor, "wb") as out:
                out.write(data.encode() if isinstance(data, str) else data)
            os.replace(staged, stem + suffix)
        except BaseException:
            os.unlink(staged)
            raise
    return stem + ".in"
