// The device's clock inside an extension's process.
//
// The system's clock can be set (`sample-app home clock set`), and each request to an extension
// carries the time it is set to. The extension's own code reads the time with Foundation's Date(), as
// it does on iOS, so the process's wall clock must read the device's time while that request is
// answered, and on every thread the code hands work to (a URLSession callback, a queue of its own).
// Nothing simpler does that: Foundation offers no hook for Date(), and a thread-local time would be
// lost as soon as the code hops threads. libfaketime moves a whole process's clock from its
// environment at start; here the time changes per request in a process that outlives many, so the
// runtime sets the clock around each request (DeviceTimeGate lets only requests of one time run at
// once). Foundation and libdispatch read the wall clock through clock_gettime: defining it here, in
// the executable, puts it ahead of the C library's, which it calls for the real time.
//
// While a request runs, the wall clock stands still at the request's time, as the system's stopped
// clock does: two readings in one request give the same time, so that work that counts elapsed time
// (a hero's health rising by the hour) counts none between two presses of a stopped clock.
//
// A wait until a wall-clock time (DispatchSemaphore's on Linux is sem_timedwait, NSCondition's is
// pthread_cond_timedwait) is given a deadline computed from the device's time, which the kernel reads
// against the real one: those waits are moved back by the difference the waiting thread's last reading
// of the wall clock had from the real time, which is the one its deadline was computed with (libdispatch
// and Foundation read the clock on the waiting thread just before waiting), so that a 30 s wait lasts
// 30 s whatever the device's time, even when the request that set the clock has ended meanwhile. Two
// limits: a deadline computed on another thread is moved by this thread's last reading, and a condition
// made for the monotonic clock (none in Foundation or the suite) would be moved too. Monotonic clocks,
// which other deadlines use, are never moved; a loop that waits for the wall clock to pass a time would
// wait for the request to end.
#define _GNU_SOURCE
#include "DeviceTime.h"

#include <dlfcn.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <time.h>

/// The time the wall clock stands at, in nanoseconds since 1970; `realTime` while it runs as it really does.
static const long long realTime = (-__LONG_LONG_MAX__ - 1);
static _Atomic long long standingNanoseconds = (-__LONG_LONG_MAX__ - 1);

/// How far this thread's last reading of the wall clock was from the real time.
static _Thread_local long long lastReadOffset = 0;

static const long long nanosecondsPerSecond = 1000000000LL;

typedef int (*ClockFunction)(clockid_t, struct timespec *);
typedef int (*SemaphoreWait)(sem_t *, const struct timespec *);
typedef int (*ConditionWait)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
typedef int (*MutexWait)(pthread_mutex_t *, const struct timespec *);

static ClockFunction realClock(void) {
    static _Atomic(ClockFunction) found = NULL;
    ClockFunction function = atomic_load_explicit(&found, memory_order_acquire);
    if (function == NULL) {
        function = (ClockFunction)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store_explicit(&found, function, memory_order_release);
    }
    return function;
}

/// `time` moved by `offset` nanoseconds. A time too far to count in nanoseconds (a wait "for ever") and
/// one that is not a time (tv_nsec out of range, which the real call refuses) are left as they are; a
/// sum past the ends saturates toward the side it went.
static struct timespec moved(const struct timespec *time, long long offset) {
    long long nanoseconds;
    if (time->tv_nsec < 0 || time->tv_nsec >= nanosecondsPerSecond ||
        __builtin_mul_overflow((long long)time->tv_sec, nanosecondsPerSecond, &nanoseconds) ||
        __builtin_add_overflow(nanoseconds, (long long)time->tv_nsec, &nanoseconds)) {
        return *time;
    }
    if (__builtin_add_overflow(nanoseconds, offset, &nanoseconds)) {
        nanoseconds = offset < 0 ? (-__LONG_LONG_MAX__ - 1) : __LONG_LONG_MAX__;
    }
    struct timespec result;
    result.tv_sec = (time_t)(nanoseconds / nanosecondsPerSecond);
    result.tv_nsec = (long)(nanoseconds % nanosecondsPerSecond);
    if (result.tv_nsec < 0) {
        result.tv_sec -= 1;
        result.tv_nsec += nanosecondsPerSecond;
    }
    return result;
}

static int isWallClock(clockid_t clock) { return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE; }

int clock_gettime(clockid_t clock, struct timespec *time) {
    int result = realClock()(clock, time);
    if (result != 0 || !isWallClock(clock)) return result;
    long long standing = atomic_load_explicit(&standingNanoseconds, memory_order_relaxed);
    if (standing == realTime) {
        lastReadOffset = 0;
        return result;
    }
    long long real = (long long)time->tv_sec * nanosecondsPerSecond + time->tv_nsec;
    lastReadOffset = standing - real;
    time->tv_sec = (time_t)(standing / nanosecondsPerSecond);
    time->tv_nsec = (long)(standing % nanosecondsPerSecond);
    return result;
}

// glibc declares each deadline below non-null, as POSIX requires one: it is not checked for NULL.
int sem_timedwait(sem_t *semaphore, const struct timespec *deadline) {
    static _Atomic(SemaphoreWait) found = NULL;
    SemaphoreWait real = atomic_load_explicit(&found, memory_order_acquire);
    if (real == NULL) {
        real = (SemaphoreWait)dlsym(RTLD_NEXT, "sem_timedwait");
        atomic_store_explicit(&found, real, memory_order_release);
    }
    long long offset = lastReadOffset;
    if (offset == 0) return real(semaphore, deadline);
    struct timespec realDeadline = moved(deadline, -offset);
    return real(semaphore, &realDeadline);
}

// A condition waited on until a time reads the wall clock unless it was made for another; those of
// Foundation (NSCondition) and of the suite are the wall clock's.
int pthread_cond_timedwait(pthread_cond_t *condition, pthread_mutex_t *mutex, const struct timespec *deadline) {
    static _Atomic(ConditionWait) found = NULL;
    ConditionWait real = atomic_load_explicit(&found, memory_order_acquire);
    if (real == NULL) {
        // The version today's programs link against, not the one kept for old binaries.
        real = (ConditionWait)dlvsym(RTLD_NEXT, "pthread_cond_timedwait", "GLIBC_2.3.2");
        if (real == NULL) real = (ConditionWait)dlsym(RTLD_NEXT, "pthread_cond_timedwait");
        atomic_store_explicit(&found, real, memory_order_release);
    }
    long long offset = lastReadOffset;
    if (offset == 0) return real(condition, mutex, deadline);
    struct timespec realDeadline = moved(deadline, -offset);
    return real(condition, mutex, &realDeadline);
}

int pthread_mutex_timedlock(pthread_mutex_t *mutex, const struct timespec *deadline) {
    static _Atomic(MutexWait) found = NULL;
    MutexWait real = atomic_load_explicit(&found, memory_order_acquire);
    if (real == NULL) {
        real = (MutexWait)dlsym(RTLD_NEXT, "pthread_mutex_timedlock");
        atomic_store_explicit(&found, real, memory_order_release);
    }
    long long offset = lastReadOffset;
    if (offset == 0) return real(mutex, deadline);
    struct timespec realDeadline = moved(deadline, -offset);
    return real(mutex, &realDeadline);
}

void device_time_stand_at_nanoseconds(long long nanoseconds) {
    // Before 1970 is not a device's time (DeviceTimeBounds); it would also read as a negative remainder.
    atomic_store_explicit(&standingNanoseconds, nanoseconds < 0 ? 0 : nanoseconds, memory_order_relaxed);
}

void device_time_run_real(void) { atomic_store_explicit(&standingNanoseconds, realTime, memory_order_relaxed); }

long long device_time_real_nanoseconds(void) {
    struct timespec now;
    realClock()(CLOCK_REALTIME, &now);
    return (long long)now.tv_sec * nanosecondsPerSecond + now.tv_nsec;
}
