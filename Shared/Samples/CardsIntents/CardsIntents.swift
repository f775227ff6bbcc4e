// The cards sample's intents. Their Swift is generated at build time from Cards.intentdefinition by
// the IntentDefinitionPlugin; see docs/intent-definitions.md.
@_exported import Intents
