import Foundation
import SuiteHome

/// One temporary home for this test process: the widgets read the app group from `SuiteHome.current`.
public enum ProcessHome {
    public static let shared: SuiteHome = {
        let path = String(cString: mkdtemp(strdup("/tmp/cw-widgetkit-XXXXXX")))
        let home = SuiteHome(root: URL(fileURLWithPath: path))
        SuiteHome.makeCurrent(home)
        return home
    }()
}
