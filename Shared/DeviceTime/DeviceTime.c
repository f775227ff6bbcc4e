// The device's clock inside an extension's process.
//
// The system's clock can be set (`sample-app home clock set`), and each request to a widget
// extension carries the time it is set to. The extension's own code reads the time with Foundation's
// Date(), as it does on iOS, so the process's wall clock must read the device's time. libfaketime
// does this for a whole process from its environment or a file read at start; here the time comes
// with each request to a process that outlives many of them, so the runtime moves the clock per
// request. Foundation reads the wall clock through clock_gettime: defining it here, in the
// executable, puts it ahead of the C library's, which it calls for the real time.
#define _GNU_SOURCE
#include "DeviceTime.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <time.h>

static _Atomic long long offsetNanoseconds = 0;

typedef int (*ClockFunction)(clockid_t, struct timespec *);

static ClockFunction realClock(void) {
    static _Atomic(ClockFunction) found = NULL;
    ClockFunction function = atomic_load_explicit(&found, memory_order_acquire);
    if (function == NULL) {
        function = (ClockFunction)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store_explicit(&found, function, memory_order_release);
    }
    return function;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    int result = realClock()(clock, time);
    long long offset = atomic_load_explicit(&offsetNanoseconds, memory_order_relaxed);
    if (result == 0 && offset != 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) {
        long long nanoseconds = (long long)time->tv_sec * 1000000000LL + time->tv_nsec + offset;
        time->tv_sec = (time_t)(nanoseconds / 1000000000LL);
        time->tv_nsec = (long)(nanoseconds % 1000000000LL);
        if (time->tv_nsec < 0) {
            time->tv_sec -= 1;
            time->tv_nsec += 1000000000L;
        }
    }
    return result;
}

void device_time_set_offset(double seconds) {
    atomic_store_explicit(&offsetNanoseconds, (long long)(seconds * 1e9), memory_order_relaxed);
}

double device_time_offset(void) {
    return (double)atomic_load_explicit(&offsetNanoseconds, memory_order_relaxed) / 1e9;
}
