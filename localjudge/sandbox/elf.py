"""Reading an ELF executable's program headers: how much memory it maps
before it runs a single instruction."""

import struct


def static_size(executable):
    """Bytes of memory an ELF executable maps before it runs a single
    instruction (code, data and zeroed static arrays); 0 if unreadable."""
    try:
        with open(executable, "rb") as exe:
            head = exe.read(64)
            if head[:4] != b"\x7fELF" or head[5] != 1:    # little-endian only
                return 0
            wide = head[4] == 2
            if wide:
                phoff, = struct.unpack_from("<Q", head, 32)
                entry_size, count = struct.unpack_from("<HH", head, 54)
            else:
                phoff, = struct.unpack_from("<I", head, 28)
                entry_size, count = struct.unpack_from("<HH", head, 42)
            exe.seek(phoff)
            table = exe.read(entry_size * count)
    except (OSError, struct.error, IndexError):
        return 0
    total = 0
    for i in range(count):
        entry = table[i * entry_size:(i + 1) * entry_size]
        kind, = struct.unpack_from("<I", entry, 0)
        if kind == 1:                                         # PT_LOAD
            total += struct.unpack_from("<Q", entry, 40)[0] if wide \
                else struct.unpack_from("<I", entry, 20)[0]
    return total


def elf_bits(executable):
    """32 or 64: the word size an ELF executable was built for (64 if it
    cannot be read)."""
    try:
        with open(executable, "rb") as exe:
            head = exe.read(5)
    except OSError:
        return 64
    return 32 if head[:4] == b"\x7fELF" and head[4:5] == b"\x01" else 64
