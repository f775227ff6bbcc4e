// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "FruitKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "FruitKit", targets: ["FruitKit"])
    ],
    targets: [
        .target(name: "FruitKit", dependencies: ["FruitSeasons"]),
        .target(name: "FruitSeasons"),
    ]
)
