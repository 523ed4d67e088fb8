"""The build cache's key (localjudge/cache.py): a build is found again only
for the same compiler (its path, and its file's size and modification
time), the same command line and the same source."""

import os
import shutil

from localjudge import cache

INSIDE = "/box/solution.c"


def key(compiler, flags, source):
    return cache._key([str(compiler)] + flags + [INSIDE], {INSIDE: (str(source), "0444")})


def test_the_key_changes_with_the_compiler_its_file_the_flags_and_the_source_and_with_nothing_else(tmp_path):
    compiler, source = tmp_path / "cc", tmp_path / "solution.c"
    compiler.write_bytes(b"a compiler")
    source.write_text("int main(void) { return 0; }\n")
    built = os.stat(str(compiler)).st_mtime_ns

    def compiler_file(text, mtime):
        compiler.write_bytes(text)
        os.utime(str(compiler), ns=(mtime, mtime))

    first = key(compiler, ["-O2"], source)
    assert key(compiler, ["-O2"], source) == first
    twin = tmp_path / "cc-twin"
    shutil.copy2(str(compiler), str(twin))           # the same bytes and time under another path
    assert key(twin, ["-O2"], source) != first
    assert key(compiler, ["-O1"], source) != first
    compiler_file(b"a compiler", built + 10 ** 9)     # the same size, a second newer
    assert key(compiler, ["-O2"], source) != first
    compiler_file(b"a compiler, grown", built)        # another size, the same time
    assert key(compiler, ["-O2"], source) != first
    compiler_file(b"a compiler", built)
    assert key(compiler, ["-O2"], source) == first
    source.write_text("int main(void) { return 1; }\n")
    assert key(compiler, ["-O2"], source) != first


def test_a_result_stored_twice_as_by_builders_in_parallel_is_kept_once(tmp_path, monkeypatch):
    compiler, source = tmp_path / "cc", tmp_path / "solution.c"
    compiler.write_bytes(b"a compiler")
    source.write_text("int main(void) { return 0; }\n")
    monkeypatch.setattr(cache.paths, "BUILD_DIR", str(tmp_path / "build"))
    argv, files = [str(compiler), "-O2", INSIDE], {INSIDE: (str(source), "0444")}
    cache.store(argv, files, True, "", b"\x7fELF first", 0.5)
    cache.store(argv, files, True, "", b"\x7fELF first", 0.5)      # the second finds the entry there
    assert cache.lookup(argv, files) == (True, "", b"\x7fELF first", 0.5)
    assert [name for name in os.listdir(str(tmp_path / "build" / "cache")) if name.startswith(".")] == []
