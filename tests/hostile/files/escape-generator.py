# A hack generator whose inputs hold every control byte but the line end
# and the tab (ESC, BEL, CR, DEL, ...) before its numbers: hack must show
# each of them escaped, never send it to the terminal.
import sys

controls = "".join(chr(code) for code in list(range(1, 32)) + [127] if chr(code) not in "\n\t")
print(" ".join("%s%d" % (controls, int(sys.argv[2])) for _ in range(2)))
