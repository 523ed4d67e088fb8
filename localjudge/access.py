"""What a package may hold: the project's own files only (access.read_own),
never a symbolic link, nothing from outside its folder."""

import os
import stat

from common import paths
from common.errors import UsageError


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
