// Apple's Combine, on Linux: OpenCombine under the name code imports (`import Combine`), so that
// `ObservableObject`, `@Published` and publishers read as they do in Xcode.
@_exported import OpenCombine
