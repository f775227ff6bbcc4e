import SwiftUI
import WidgetKit

@main
struct FruitWidgetBundle: WidgetBundle {
    var body: some Widget {
        FruitBowlWidget()
        PickedFruitWidget()
        FruitLockScreenWidget()
        FruitDeliveryLiveActivity()
        EatFruitControl()
    }
}
