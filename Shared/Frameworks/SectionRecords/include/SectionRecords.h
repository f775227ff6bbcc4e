#ifndef SECTION_RECORDS_H
#define SECTION_RECORDS_H

#include <stddef.h>

/// The records `#Preview` writes into the executable's `swift_previews` section, as a range of
/// pointer-sized accessors; empty when the executable declares no previews.
const void *_Nullable preview_records_begin(void);
const void *_Nullable preview_records_end(void);

/// The record the widget extension's runtime writes into the `swift_widget_runtime` section, as a range
/// of pointer-sized accessors; empty when the executable does not link the runtime.
const void *_Nullable widget_runtime_records_begin(void);
const void *_Nullable widget_runtime_records_end(void);

/// Calls `body` with the type metadata of every non-generic struct, enum and class the executable
/// defines, so that Swift can ask which of them conform to `PreviewProvider` (Swift has no API to
/// enumerate conformances; this reads the runtime's own `swift5_type_metadata` records).
void preview_enumerate_types(void *_Nullable context, void (*_Nonnull body)(void *_Nullable context, const void *_Nonnull metadata));

#endif
