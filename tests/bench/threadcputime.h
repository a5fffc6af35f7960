#pragma once

// The benchmarks' clock: CPU time of the calling thread, so that other work on the machine
// does not skew "per second on one core" figures.

#include <QtGlobal>

#include <ctime>

/** Nanoseconds of CPU time this thread has used. */
inline qint64 threadCpuNanoseconds()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}
