#ifndef PREVIEW_SECTION_H
#define PREVIEW_SECTION_H

#include <stddef.h>

/// The records `#Preview` writes into the executable's `swift_previews` section, as a range of
/// pointer-sized accessors; empty when the executable declares no previews.
const void *_Nullable preview_records_begin(void);
const void *_Nullable preview_records_end(void);

/// Calls `body` with the type metadata of every non-generic struct, enum and class the executable
/// defines, so that Swift can ask which of them conform to `PreviewProvider` (Swift has no API to
/// enumerate conformances; this reads the runtime's own `swift5_type_metadata` records).
void preview_enumerate_types(void *_Nullable context, void (*_Nonnull body)(void *_Nullable context, const void *_Nonnull metadata));

#endif
