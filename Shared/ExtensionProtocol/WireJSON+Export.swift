// The messages read and write themselves with WireJSON's reader and writer; whoever speaks
// the protocol needs them too.
@_exported import WireJSON
