#ifndef DEVICE_TIME_H
#define DEVICE_TIME_H

/// Moves this process's wall clock (CLOCK_REALTIME, which Foundation's Date() reads) by `seconds`
/// from real time; 0 makes it real again. Monotonic clocks, which timeouts use, are left alone.
void device_time_set_offset(double seconds);

/// The offset in force, in seconds.
double device_time_offset(void);

#endif
