"""The build cache: what a compile gave, kept under build/cache/ by the hash
of everything that decides it (the compiler's path and its file, the
command line, the files the compiler sees), so that judging an unchanged
source again does not compile it again."""

import errno
import hashlib
import json
import os
import shutil
import tempfile

from common import paths
from common.errors import InternalError

KEEP = 256                      # entries kept; the least recently used go first
KEEP_BYTES = 256 * 1024 * 1024  # and bytes kept, over all entries
FORMAT = 2          # of an entry; part of the key, so that older entries are never read


def _key(argv, files):
    digest = hashlib.sha256()
    compiler = os.stat(argv[0])
    digest.update(json.dumps([FORMAT, argv, compiler.st_size, compiler.st_mtime_ns]).encode())
    for inside, (outside, mode) in sorted(files.items()):
        digest.update(("\0%s\0%s\0" % (inside, mode)).encode())
        with open(outside, "rb") as data:
            digest.update(hashlib.sha256(data.read()).digest())
    return digest.hexdigest()


def _folder():
    return os.path.join(paths.BUILD_DIR, "cache")


def lookup(argv, files):
    """(ok, messages, executable bytes or None, CPU seconds), or None if
    not cached."""
    entry = os.path.join(_folder(), _key(argv, files))
    try:
        with open(os.path.join(entry, "result.json")) as result:
            ok, messages, cpu = json.load(result)
        binary = None
        if ok:
            with open(os.path.join(entry, "executable"), "rb") as executable:
                binary = executable.read()
        os.utime(entry)
        return ok, messages, binary, cpu
    except (OSError, ValueError):
        return None


def store(argv, files, ok, messages, binary, cpu):
    """Keep a compile's result; builders in parallel do not collide. A
    cache that cannot be written (no permission, a full disk) is an
    InternalError."""
    folder = _folder()
    staging = None
    try:
        os.makedirs(folder, exist_ok=True)
        staging = tempfile.mkdtemp(prefix=".new-", dir=folder)
        with open(os.path.join(staging, "result.json"), "w") as result:
            json.dump([ok, messages, cpu], result)
        if ok:
            with open(os.path.join(staging, "executable"), "wb") as executable:
                executable.write(binary)
        target = os.path.join(folder, _key(argv, files))
        try:
            os.replace(staging, target)
        except OSError as error:
            # A builder in parallel stored the same key first: the same result.
            if error.errno not in (errno.ENOTEMPTY, errno.EEXIST) or not os.path.isdir(target):
                raise
            shutil.rmtree(staging, ignore_errors=True)
    except OSError as error:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
        raise InternalError("cannot write the build cache %s: %s" % (folder, error.strerror or error))
    _trim(folder)


def _trim(folder):
    """Remove the least recently used entries beyond KEEP or KEEP_BYTES."""
    entries = []
    for name in os.listdir(folder):
        if not name.startswith("."):
            try:
                entries.append((os.stat(os.path.join(folder, name)).st_mtime, name))
            except OSError:
                continue
    kept, total = 0, 0
    for _, name in sorted(entries, reverse=True):
        total += _size(os.path.join(folder, name))
        kept += 1
        if kept > KEEP or total > KEEP_BYTES:
            shutil.rmtree(os.path.join(folder, name), ignore_errors=True)


def _size(entry):
    """Bytes in an entry's files."""
    try:
        return sum(os.lstat(os.path.join(entry, name)).st_size for name in os.listdir(entry))
    except OSError:
        return 0
