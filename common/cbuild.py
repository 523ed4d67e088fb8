"""Building a C helper of ours (the sandbox's launcher, the explorer's
engine) with gcc into the build folder, again only when its source or its
flags change.

  built(name, source, flag_choices)   -> the path of the helper, or None if gcc
                                         cannot build it (I/O: runs gcc)
  built_with(name)                    -> the gcc flags it was last built with

flag_choices: lists of gcc flags in order of preference (-l flags go after
the source); the first that builds is kept, and built_with tells which.
"""

import os
import subprocess

from common import paths
from common.errors import InternalError


def built(name, source, flag_choices):
    """Path of the helper name built from the C file source into
    paths.BUILD_DIR, or None when gcc cannot build it with any of
    flag_choices. Rebuilt when its source or flags change."""
    with open(source) as text_file:
        text = text_file.read()
    binary = os.path.join(paths.BUILD_DIR, name)
    stamp_path = binary + ".stamp"          # the source and flags it was built from
    wanted_stamp = repr(flag_choices) + "\n" + text
    if built_with(name, wanted_stamp) is not None and os.path.isfile(binary):
        return binary
    try:
        os.makedirs(paths.BUILD_DIR, exist_ok=True)
        suffix = ".%d" % os.getpid()          # builders in parallel do not collide
        for flags in flag_choices:
            libraries = [flag for flag in flags if flag.startswith("-l")]
            done = subprocess.run(["gcc"] + [flag for flag in flags if flag not in libraries]
                                  + ["-x", "c", "-", "-o", binary + suffix] + libraries,
                                  input=text.encode(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if done.returncode == 0:
                os.replace(binary + suffix, binary)
                with open(stamp_path + suffix, "w") as stamp:
                    stamp.write(wanted_stamp + "\0" + " ".join(flags))
                os.replace(stamp_path + suffix, stamp_path)
                return binary
    except OSError as error:
        raise InternalError("cannot build the helper %s in %s: %s" % (name, paths.BUILD_DIR, error.strerror or error))
    return None


def built_with(name, wanted_stamp=None):
    """The gcc flags the helper name was built with (a list), or None if
    it is not built (from its source and flags as they are now, if
    wanted_stamp is given)."""
    try:
        with open(os.path.join(paths.BUILD_DIR, name + ".stamp")) as stamp:
            stamped, _, flags = stamp.read().partition("\0")
    except OSError:
        return None
    return flags.split() if wanted_stamp is None or stamped == wanted_stamp else None
