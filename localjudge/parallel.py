"""Work across the cores: function(item) for each item in worker
processes, with the results in order, and nothing left behind on Ctrl-C."""

import multiprocessing
import os
import queue
import shutil
import signal
import tempfile

from common.errors import InternalError


def imap(function, items, workers=None):
    """Yield function(item) for each item, in order, each as soon as it and
    those before it are done. Worker k takes items k, k + workers, ...; an
    exception in a worker is raised here. On Ctrl-C or any error every
    worker is ended, and the temporary files of all are removed."""
    items = list(items)
    workers = max(1, min(workers or os.cpu_count() or 1, len(items)))
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    scratch = tempfile.mkdtemp(prefix="judge-workers-")
    processes = [context.Process(target=_work, args=(function, items, k, workers, results, scratch))
                 for k in range(workers)]
    finished = False
    try:
        for process in processes:
            process.start()
        done = {}
        for index in range(len(items)):
            while index not in done:
                try:
                    where, failed, value = results.get(timeout=1)
                except queue.Empty:
                    if not any(process.is_alive() for process in processes) and results.empty():
                        raise InternalError("a worker ended without its result for %r" % (items[index],))
                    continue
                done[where] = (failed, value)
            failed, value = done.pop(index)
            if failed:
                raise value
            yield value
        finished = True
    finally:
        for process in processes:
            if finished and process.pid is not None:
                process.join(10)            # done: let it exit by itself
            if process.is_alive():
                process.terminate()
        for process in processes:
            if process.pid is not None:
                process.join(2)
                if process.is_alive():
                    process.kill()
                    process.join()
        shutil.rmtree(scratch, ignore_errors=True)


def _work(function, items, first, step, results, scratch):
    """A worker: Ctrl-C is the parent's to handle; the parent's SIGTERM
    ends the work through its finally blocks, quietly. Its results are
    flushed to the parent before it exits, unless it was ended."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _interrupted)
    tempfile.tempdir = scratch
    try:
        for index in range(first, len(items), step):
            try:
                results.put((index, False, function(items[index])))
            except Exception as error:      # handed to the parent, which raises it
                results.put((index, True, error))
    except KeyboardInterrupt:
        results.cancel_join_thread()    # the parent is ending: do not wait to flush


def _interrupted(signum, frame):
    signal.signal(signal.SIGTERM, signal.SIG_IGN)     # once: the cleanup is not cut short
    raise KeyboardInterrupt
