#ifndef DEVICE_TIME_H
#define DEVICE_TIME_H

/// Moves this process's wall clock (CLOCK_REALTIME, which Foundation's Date() reads) by `nanoseconds`
/// from real time, and waits until a wall-clock time back by as much; 0 makes it real again. Monotonic
/// clocks are left alone. DeviceTimeGate sets it around each request; nothing else should.
void device_time_set_offset_nanoseconds(long long nanoseconds);

/// The real time, whatever the offset, in nanoseconds since 1970.
long long device_time_real_nanoseconds(void);

#endif
