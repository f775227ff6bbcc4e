#ifndef DEVICE_TIME_H
#define DEVICE_TIME_H

/// Stops this process's wall clock (CLOCK_REALTIME, which Foundation's Date() reads) at `nanoseconds`
/// since 1970, and moves waits until a wall-clock time by the difference from real time. Monotonic clocks
/// are left alone. DeviceTimeGate sets it around each request; nothing else should.
void device_time_stand_at_nanoseconds(long long nanoseconds);

/// Lets this process's wall clock run as it really does again.
void device_time_run_real(void);

/// The real time, whatever the offset, in nanoseconds since 1970.
long long device_time_real_nanoseconds(void);

#endif
