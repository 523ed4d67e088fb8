# make          build every reference solution with the strict flags
# make judge    judge every reference solution, and check the rejected ones (PROBLEM=name for one)
# make test     run the test suite (pytest)
# make testdata regenerate testdata/ from the oracles (PROBLEM=name for one)
# make bench    how fast the solutions, the judge and stress are (a benchmark, not a test)
# make export   every problem as a DOMjudge zip and a problemtools folder, in build/export/
# make help     this list

PYTHON ?= python3
# What judging needs: the sandbox (bubblewrap, setpriv, seccomp) and 32-bit
# builds, as HDU's and POJ's long is 32 bits wide (gcc-multilib, g++-multilib).
JUDGE_NEEDS = bwrap=bubblewrap setpriv=util-linux file:/usr/include/seccomp.h=libseccomp-dev \
	?file:/usr/include/x86_64-linux-gnu/gnu/stubs-32.h=gcc-multilib ?glob:/usr/lib/gcc/x86_64-linux-gnu/*/32/libstdc++.so=g++-multilib

.PHONY: all build judge test testdata bench export help clean

all: build

build:
	@localjudge/install-debian-packages $(JUDGE_NEEDS)
	$(PYTHON) judge.py build

judge:
	@localjudge/install-debian-packages $(JUDGE_NEEDS)
	$(PYTHON) judge.py test $(PROBLEM)
	$(PYTHON) judge.py rejected $(PROBLEM)

test:
	@tests/run-pytest

testdata:
	$(PYTHON) -m localjudge.testdata $(PROBLEM)

bench:
	@localjudge/install-debian-packages $(JUDGE_NEEDS)
	$(PYTHON) judge.py bench

export:
	@localjudge/install-debian-packages $(JUDGE_NEEDS) python3:markdown=python3-markdown \
		python3:bleach=python3-bleach python3:tinycss2=python3-tinycss2 pandoc=pandoc rsvg-convert=librsvg2-bin \
		file:/usr/share/texlive/texmf-dist/tex/latex/fancyvrb/fancyvrb.sty=texlive-latex-recommended file:/usr/share/texmf/tex/latex/lm/lmodern.sty=lmodern
	$(PYTHON) judge.py export --to build/export

help:
	@sed -n 's/^# //p' Makefile | sed -n '1,7p'

clean:
	rm -rf build
