/// How a view goes from one version of its sections to the next.
public enum ViewTransition: Sendable {
    /// Animates the changesets, one batch update each.
    case animated
    /// Reloads everything, without animation.
    case reload
}
