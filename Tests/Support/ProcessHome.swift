import Foundation
import SuiteHome

/// One temporary home for this test process: the widgets read the app group from `SuiteHome.current`.
public enum ProcessHome {
    public static let shared: SuiteHome = {
        // WidgetTesting's tester may have made the process's home first: one home for the whole process.
        if getenv(SuiteHome.environmentVariable) != nil { return SuiteHome.current }
        let path = String(cString: mkdtemp(strdup("/tmp/cw-widgetkit-XXXXXX")))
        let home = SuiteHome(root: URL(fileURLWithPath: path))
        SuiteHome.makeCurrent(home)
        return home
    }()
}
