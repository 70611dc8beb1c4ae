/// The views a test's view factory made, the last one of each type kept weakly, so a test can
/// reach the view of the screen it opened without keeping that screen alive.
///
/// An app's recording view factory subclasses it and adopts the app's view factory protocol;
/// each module's doubles add the make method and the accessor for their view:
///
/// ```swift
/// final class RecordingViewFactory: RecordedViews, ViewFactory {}
///
/// extension RecordingViewFactory {
///     var playerListView: RecordingPlayerListView? { last() }
///     func makePlayerListView() -> any PlayerListView { record(RecordingPlayerListView()) }
/// }
/// ```
@MainActor
open class RecordedViews {
    private var views: [ObjectIdentifier: WeakReference<AnyObject>] = [:]

    /// A factory that has made no view yet.
    public init() {}

    /// Keeps `view` (weakly) as the last view of its type.
    /// - Returns: `view`, for a make method to return.
    public func record<View: AnyObject>(_ view: View) -> View {
        views[ObjectIdentifier(View.self)] = WeakReference(view)
        return view
    }

    /// The last view of type `View` made, while something else (its screen) still holds it.
    public func last<View: AnyObject>(_ type: View.Type = View.self) -> View? {
        views[ObjectIdentifier(type)]?.object as? View
    }
}
