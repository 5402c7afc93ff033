// swift-tools-version: 6.2
import PackageDescription

/// Resource tracing (`Resources.total`) is compiled in only when a client enables the
/// `TraceResources` trait, so release users pay nothing for it.
let traceResources: SwiftSetting = .define("TRACE_RESOURCES", .when(traits: ["TraceResources"]))

/// The library moves ordinary, non-`Sendable` user closures between threads under a documented
/// contract (a closure runs where its events are delivered); the public types that are safe
/// across threads say so with `Sendable` conformances.
///
/// The language mode of the module that declares an API decides whether a client compiled in
/// Swift 6 checks, at run time, that a main-actor closure it passes is called on the main actor:
/// it does for a Swift 5 module, and that check stops the program when an operator calls the
/// closure on a scheduler's thread (RxSwift's issue #2638). So the library's modules are built in
/// Swift 6 mode; tests, the playground and the HTTP server are Swift 5 clients on purpose.
let libraryMode: SwiftSetting = .swiftLanguageMode(.v6)
let swift5Client: SwiftSetting = .swiftLanguageMode(.v5)

/// The settings of the library's modules, and of the Swift 5 clients (tests, playground).
let librarySettings: [SwiftSetting] = [traceResources, libraryMode]
let swift5ClientSettings: [SwiftSetting] = [traceResources, swift5Client]

let package = Package(
    name: "RxSwift",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "Differentiator", targets: ["Differentiator"]),
        .library(name: "RxDataSources", targets: ["RxDataSources"]),
        .executable(name: "RxPlayground", targets: ["RxPlayground"]),
        .executable(name: "RxExamples", targets: ["RxExamples"]),
    ],
    traits: [
        .trait(name: "TraceResources", description: "Counts live sinks, subjects, disposables and scheduled items in `Resources.total` (the guide's TRACE_RESOURCES)."),
    ],
    targets: [
        .target(name: "RxSwift", dependencies: ["RxLockSupport"], swiftSettings: librarySettings),
        /// The futex calls of the package's lock on Linux (`syscall` is variadic, so Swift cannot
        /// call it). Not a product.
        .target(name: "RxLockSupport"),
        .target(name: "RxRelay", dependencies: ["RxSwift"], swiftSettings: librarySettings),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"], swiftSettings: librarySettings),
        .target(name: "RxBlocking", dependencies: ["RxSwift"], swiftSettings: librarySettings),
        .target(name: "RxTest", dependencies: ["RxSwift"], swiftSettings: librarySettings),
        /// RxDataSources' diffing engine: the staged changes between two versions of a sectioned
        /// list. Plain Swift, no RxSwift (as upstream).
        .target(name: "Differentiator", swiftSettings: librarySettings),
        /// RxDataSources without UIKit: identities for strings and numbers, and headless sectioned
        /// data sources that any view can drive.
        .target(name: "RxDataSources", dependencies: ["RxSwift", "RxCocoa", "Differentiator"], swiftSettings: librarySettings),
        .executableTarget(name: "RxPlayground", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxDataSources", "LocalHTTPServer"], swiftSettings: swift5ClientSettings),
        /// The example app of RxSwift as terminal programs: the view models, services, helpers
        /// (ActivityIndicator, ErrorTracker, Wireframe) and the terminal layer they are bound to;
        /// the animated table uses the headless data sources of RxDataSources.
        /// Swift 5 clients, like the playground. Not a product: `RxExamples` runs it.
        .target(name: "RxExamplesKit", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxDataSources", "LocalHTTPServer"], swiftSettings: swift5ClientSettings),
        .executableTarget(name: "RxExamples", dependencies: ["RxExamplesKit"], swiftSettings: swift5ClientSettings),
        /// A small HTTP/1.1 server on 127.0.0.1 for RxCocoa's tests and the playground's "http"
        /// page; not a product.
        .target(name: "LocalHTTPServer", swiftSettings: [swift5Client]),
        /// Random operator chains traced on `TestScheduler`, for comparing this library with
        /// RxSwift 6.10.2 chain by chain (ARCHITECTURE.md, "The fidelity oracle"); not a product.
        .executableTarget(name: "RxDifferential", dependencies: ["RxSwift", "RxCocoa", "RxRelay", "RxTest"], swiftSettings: swift5ClientSettings),
        /// Draws the documentation's marble pictures from real runs on `TestScheduler`
        /// (`Scripts/generate-marbles.sh`); not a product.
        .executableTarget(name: "MarbleGallery", dependencies: ["RxSwift", "RxCocoa", "RxTest"], swiftSettings: swift5ClientSettings),

        /// Draws the Differentiator's pictures of changesets from real diffs
        /// (`Scripts/generate-marbles.sh`); not a product.
        .executableTarget(name: "ChangesetGallery", dependencies: ["Differentiator"], swiftSettings: swift5ClientSettings),

        /// What every test target shares: `RxTestCase` (the per-test leak check) and the tools of
        /// the concurrency and fuzzing tests. Not a product.
        .target(name: "RxTestSupport", dependencies: ["RxSwift", "RxTest"], path: "Tests/RxTestSupport", swiftSettings: swift5ClientSettings),

        .testTarget(name: "RxSwiftTests", dependencies: ["RxSwift", "RxTest", "RxBlocking", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        .testTarget(name: "RxRelayTests", dependencies: ["RxRelay", "RxTest", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        .testTarget(name: "RxCocoaTests", dependencies: ["RxCocoa", "RxTest", "RxBlocking", "LocalHTTPServer", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxBlocking", "RxTest", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        /// A stand-in for a list view that applies changesets as batch updates, for the tests of
        /// the Differentiator and of RxDataSources. Not a product.
        .target(name: "SectionedListTestSupport", dependencies: ["Differentiator"], path: "Tests/SectionedListTestSupport", swiftSettings: swift5ClientSettings),
        .testTarget(name: "DifferentiatorTests", dependencies: ["Differentiator", "SectionedListTestSupport", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        .testTarget(name: "RxDataSourcesTests", dependencies: ["RxDataSources", "RxSwift", "RxCocoa", "RxTest", "SectionedListTestSupport", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        .testTarget(name: "RxTestTests", dependencies: ["RxTest", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        /// The examples' view models on `TestScheduler`, their services, and each example run end to
        /// end as a program (so the executable is a dependency: it is built before the tests run).
        .testTarget(name: "RxExamplesTests", dependencies: ["RxExamplesKit", "RxExamples", "RxSwift", "RxCocoa", "RxDataSources", "RxTest", "RxBlocking", "LocalHTTPServer", "RxTestSupport", "SectionedListTestSupport"], swiftSettings: swift5ClientSettings),
        /// Races on real threads (CI runs the whole suite again under ThreadSanitizer, `.ci/run`).
        .testTarget(name: "RxConcurrencyTests", dependencies: ["RxSwift", "RxRelay", "RxTest", "RxTestSupport"], swiftSettings: swift5ClientSettings),
        /// RxTest's assertions inside Swift Testing `@Test` functions (reported as issues, not
        /// XCTest failures). Swift 6 language mode, as new Swift Testing code is written.
        .testTarget(name: "RxTestSwiftTestingTests", dependencies: ["RxSwift", "RxTest", "RxTestSupport"], swiftSettings: [.swiftLanguageMode(.v6)]),
        /// Client code in Swift 6 language mode: the guide's examples must compile without `@preconcurrency`.
        .testTarget(name: "Swift6ClientTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxTestSupport"], swiftSettings: [.swiftLanguageMode(.v6)]),
        /// Client code as an application target made by Xcode 26 writes it: Swift 6 mode, every
        /// declaration on the main actor by default. Timers and background schedulers feed
        /// operators whose closures were written on the main actor; nothing may trap.
        .testTarget(
            name: "Swift6MainActorClientTests",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTestSupport", "LocalHTTPServer"],
            swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]
        ),
    ]
)

/// `RX_TEST_TARGETS=RxConcurrencyTests swift test --sanitize=thread` builds only the listed test
/// targets (comma-separated): a quicker local run under the sanitizer, which instruments the
/// library and those tests without building the rest of the suite a second time.
if let only = Context.environment["RX_TEST_TARGETS"], !only.isEmpty {
    let kept = Set(only.split(separator: ",").map(String.init))
    package.targets.removeAll { $0.type == .test && !kept.contains($0.name) }
}
