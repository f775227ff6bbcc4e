// Records the linker gathers in named sections of the executable, found at run time: each `#Preview`
// (the macro writes its record there), and the widget extension's runtime (which WidgetKit cannot
// import, since the runtime serves WidgetKit's widgets and so imports it; `WidgetBundle.main()` finds
// it here). Swift has no registry that code at file scope can add itself to; a section is one.
//
// Why C: the linker names a section's bounds only to C (`__start_NAME`, `__stop_NAME`), and Swift
// cannot declare such symbols. Every ELF Swift executable may hold these sections.
#include "SectionRecords.h"
#include <stdint.h>

extern const char __start_swift_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift_widget_runtime[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift_widget_runtime[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));

const void *preview_records_begin(void) { return __start_swift_previews; }
const void *preview_records_end(void) { return __stop_swift_previews; }
const void *widget_runtime_records_begin(void) { return __start_swift_widget_runtime; }
const void *widget_runtime_records_end(void) { return __stop_swift_widget_runtime; }

/// Follows a 32-bit relative pointer stored at `field`; zero means none.
static const void *relative(const int32_t *field) {
    if (*field == 0) return NULL;
    return (const char *)field + *field;
}

typedef struct { const void *metadata; size_t state; } MetadataResponse;
typedef MetadataResponse (*MetadataAccessor)(size_t request);

// `PreviewProvider` types have no macro to record them, as `#Preview` records itself: they are plain
// declarations, and Swift lists no protocol's conformers. So they are found among every type the
// executable defines, in the records the Swift runtime keeps of them (`swift5_type_metadata`).
void preview_enumerate_types(void *context, void (*body)(void *context, const void *metadata)) {
    const int32_t *record = (const int32_t *)__start_swift5_type_metadata;
    const int32_t *end = (const int32_t *)__stop_swift5_type_metadata;
    if (record == NULL || end == NULL) return;
    for (; record < end; record++) {
        // A record is a relative pointer whose two low bits say whether it points at the type's
        // descriptor (0) or at a pointer to it (1).
        int32_t value = *record;
        int kind = value & 3;
        const char *target = (const char *)record + (value & ~3);
        const uint32_t *descriptor;
        if (kind == 0) descriptor = (const uint32_t *)target;
        else if (kind == 1) descriptor = *(const uint32_t *const *)target;
        else continue;
        if (descriptor == NULL) continue;
        uint32_t flags = descriptor[0];
        uint32_t contextKind = flags & 0x1F;
        int isGeneric = (flags & 0x80) != 0;
        // Class 16, struct 17, enum 18; generic types need arguments to have metadata at all.
        if (contextKind < 16 || contextKind > 18 || isGeneric) continue;
        // Type descriptors: flags, parent, name, then the metadata accessor function.
        MetadataAccessor accessor = (MetadataAccessor)relative((const int32_t *)&descriptor[3]);
        if (accessor == NULL) continue;
        MetadataResponse response = accessor(0);
        if (response.metadata != NULL) body(context, response.metadata);
    }
}
