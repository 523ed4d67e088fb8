"""What the judge may read on a user's behalf. As root it could read any
file, so a source, an own case or a --case file that is (or passes
through) a symbolic link is read only if an ordinary user could read what
the link leads to: an archive's `solution.c -> /etc/shadow` then shows
nothing of the file. As an ordinary user, the kernel's permissions decide."""

import os
import stat

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
