import WidgetCodeFixtures
import WidgetExtensionRuntime
import WidgetKit

// Serves every fixture widget, as `WidgetBundle.main()` serves a bundle's: the end-to-end tests install
// it with `sample-app home install`, as a developer installs an extension of their own.
WidgetExtensionRouter.serve { FixtureWidgets.definitions }
