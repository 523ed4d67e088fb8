"""What the judge may read on a user's behalf. As root it could read any
file, so a source, an own case or a --case file that is (or passes
through) a symbolic link is read only if an ordinary user could read what
the link leads to: an archive's `solution.c -> /etc/shadow` then shows
nothing of the file. As an ordinary user, the kernel's permissions decide.
A source must be a regular text file of a judge's suffix, and not huge."""

import os
import stat

from localjudge import limits, paths
from localjudge.build import JUDGE_COMPILERS

SOURCE_SUFFIXES = tuple(JUDGE_COMPILERS)
PROGRAM_SUFFIXES = SOURCE_SUFFIXES + (".py",)        # a generator or checker may be a Python 3 script
from localjudge.errors import UsageError


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


def read_own(path, home):
    """The bytes of one of the project's own files, for a package: a
    regular file inside the folder home, that is no symbolic link and leads
    out of home through none; a UsageError for anything else (a link to
    /etc/shadow, say, goes into no package)."""
    shown = paths.shown_path(path)
    real_home = os.path.realpath(home)
    if os.path.islink(path) or os.path.commonpath([real_home, os.path.realpath(path)]) != real_home:
        raise UsageError("%s is a symbolic link or leads out of %s: a package holds the project's own "
                         "files only" % (shown, paths.shown_path(home)))
    try:
        with open(os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK), "rb") as source:
            if not stat.S_ISREG(os.fstat(source.fileno()).st_mode):
                raise UsageError("%s is not a regular file: a package holds the project's own files only" % shown)
            return source.read()
    except OSError as error:
        raise UsageError("cannot read %s: %s" % (shown, error.strerror))


def check_source(source, suffixes=SOURCE_SUFFIXES):
    """A usage error unless source is a regular text file of one of the
    suffixes (by default those a judge builds). I/O: reads up to
    limits.SOURCE_LIMIT bytes of it."""
    shown = paths.shown_path(source)
    check_link(source)
    try:
        mode = os.stat(source).st_mode
    except OSError:
        raise UsageError("no such file: %s" % shown)
    kinds = [(stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
             (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")]
    for test, kind in kinds:
        if test(mode):
            raise UsageError("%s is %s, not a source file" % (shown, kind))
    if os.path.splitext(source)[1] not in suffixes:
        raise UsageError("%s: it must end in %s" % (shown, " or ".join(suffixes)))
    try:
        with open(source, "rb") as data:
            text = data.read(limits.SOURCE_LIMIT + 1)
    except OSError as error:
        raise UsageError("cannot read %s: %s" % (shown, error.strerror))
    if len(text) > limits.SOURCE_LIMIT:
        raise UsageError("%s is larger than %d KiB: not a source file" % (shown, limits.SOURCE_LIMIT // 1024))
    if b"\0" in text:
        raise UsageError("%s is a binary file (it holds a NUL byte at offset %d), not a source file"
                         % (shown, text.index(b"\0")))


def check_input(path):
    """A usage error unless path is a file the judge may read as input."""
    check_link(path)
    if not os.path.isfile(path):
        raise UsageError("no such file: %s" % paths.shown_path(path))
