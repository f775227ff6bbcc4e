//
//  TemplateControl.swift
//  As Xcode 16's widget extension template writes a control, in its static and configurable forms.
//

import AppIntents
import SwiftUI
import Synchronization
import WidgetKit

struct TemplateWidgetControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(
            kind: "com.example.TemplateWidget",
            provider: Provider()
        ) { value in
            ControlWidgetToggle(
                "Start Timer",
                isOn: value,
                action: StartTimerIntent()
            ) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer")
            }
        }
        .displayName("Timer")
        .description("A an example control that runs a timer.")
    }
}

extension TemplateWidgetControl {
    struct Provider: ControlValueProvider {
        var previewValue: Bool {
            false
        }

        func currentValue() async throws -> Bool {
            let isRunning = TimerState.isRunning.withLock { $0 }  // Check if the timer is running
            return isRunning
        }
    }
}

struct StartTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Start a timer"

    @Parameter(title: "Timer is running")
    var value: Bool

    func perform() async throws -> some IntentResult {
        // Start / stop the timer based on `value`.
        TimerState.isRunning.withLock { $0 = value }
        return .result()
    }
}

/// Where the fixture keeps its timer's state, as an app's code would.
enum TimerState {
    static let isRunning = Mutex(false)
}

struct ConfigurableTimerControl: ControlWidget {
    static let kind: String = "com.example.ConfigurableTimer"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: Self.kind,
            provider: Provider()
        ) { value in
            ControlWidgetToggle(
                "Start Timer",
                isOn: value.isRunning,
                action: StartNamedTimerIntent(value.name)
            ) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer")
            }
        }
        .displayName("Named Timer")
        .description("A an example control that runs a timer.")
        .promptsForUserConfiguration()
    }
}

extension ConfigurableTimerControl {
    struct Value {
        var isRunning: Bool
        var name: String
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: TimerConfiguration) -> Value {
            ConfigurableTimerControl.Value(isRunning: false, name: configuration.timerName)
        }

        func currentValue(configuration: TimerConfiguration) async throws -> Value {
            let isRunning = TimerState.isRunning.withLock { $0 }
            return ConfigurableTimerControl.Value(isRunning: isRunning, name: configuration.timerName)
        }
    }
}

struct TimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Name Configuration"

    @Parameter(title: "Timer Name", default: "Timer")
    var timerName: String
}

struct StartNamedTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Start a timer"

    @Parameter(title: "Timer Name")
    var name: String

    @Parameter(title: "Timer is running")
    var value: Bool

    init() {}

    init(_ name: String) {
        self.name = name
    }

    func perform() async throws -> some IntentResult {
        TimerState.isRunning.withLock { $0 = value }
        return .result()
    }
}

/// A button, and what an app calls on `ControlCenter`.
struct OpenTimersControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.ResetTimers") {
            ControlWidgetButton(action: ResetTimersIntent()) {
                Label("Reset", systemImage: "arrow.counterclockwise")
                    .controlWidgetActionHint("Reset timers")
            }
            .tint(.purple)
        }
        .displayName("Reset Timers")
    }

    static func appCalls() async throws {
        ControlCenter.shared.reloadControls(ofKind: "com.example.TemplateWidget")
        ControlCenter.shared.reloadAllControls()
        for control in try await ControlCenter.shared.currentControls() {
            _ = control.kind
            _ = control.configurationIntent(of: TimerConfiguration.self)?.timerName
        }
    }
}

struct ResetTimersIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset Timers"

    func perform() async throws -> some IntentResult {
        TimerState.isRunning.withLock { $0 = false }
        return .result()
    }
}

/// Controls listed in a bundle, as Apple's template lists its control beside its widget.
struct TemplateControlsBundle: WidgetBundle {
    var body: some Widget {
        TemplateWidgetControl()
        ConfigurableTimerControl()
        OpenTimersControl()
    }
}
