// Code that imports AppIntents names Foundation's types (`LocalizedStringResource`, `URL`, `Date`)
// without importing Foundation, as with Apple's.
@_exported import AppleFoundation
