import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

/// What an example is given when it starts: the screen to add its views to, and the services.
public struct ExampleContext {
    /// The screen the example adds its views to and binds.
    public let screen: Screen
    /// Where the GitHub-like, Wikipedia-like and random-users APIs answer.
    public let baseURL: URL
    /// The session the services' clients use.
    public let session: URLSession
    /// Presents alerts and opens URLs on `screen`.
    public let wireframe: Wireframe
    /// The latency of the services that are not HTTP (the prime-number oracle), in seconds.
    public let latency: Double
    /// The seed of the examples that draw random numbers, so that a run can be replayed.
    public let seed: UInt64

    /// A context on `screen` for the services at `baseURL`.
    public init(screen: Screen, baseURL: URL, latency: Double = 0.4, seed: UInt64 = 1, session: URLSession = .shared, wireframe: Wireframe? = nil) {
        self.screen = screen
        self.baseURL = baseURL
        self.latency = latency
        self.seed = seed
        self.session = session
        self.wireframe = wireframe ?? TerminalWireframe(screen: screen)
    }
}

/// One example of the catalog: its command-line name, what it shows, and how it starts.
public struct Example {
    /// The name `swift run RxExamples NAME` takes.
    public let name: String
    /// The title drawn at the top of its screen.
    public let title: String
    /// What it demonstrates, in a line.
    public let summary: String
    /// Whether it calls the local services (they are started for it unless a base URL is given).
    public let usesServices: Bool
    /// Adds the views to the context's screen and binds them; the returned disposable unbinds.
    public let start: (ExampleContext) -> Disposable

    /// An example called `name`.
    public init(name: String, title: String, summary: String, usesServices: Bool = false, start: @escaping (ExampleContext) -> Disposable) {
        self.name = name
        self.title = title
        self.summary = summary
        self.usesServices = usesServices
        self.start = start
    }
}
