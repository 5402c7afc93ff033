// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that the library's users never download their
// dependencies. Run them with `swift run -c release` from this folder (see README.md).

let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The library, by path. Its identity would be the folder name (which differs between
        // worktrees and clones), so the package is named explicitly.
        .package(name: "RxSwift", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        // Counts malloc/calloc/realloc/aligned allocations of the whole process by defining the
        // allocator's entry points in the executable (they interpose glibc's), forwarding to glibc.
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "RxBenchmarks",
            dependencies: [
                "AllocationCounter",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "Differentiator", package: "RxSwift"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
