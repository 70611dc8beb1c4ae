/// Holds an object weakly, so a test can check that it was released.
public struct WeakReference<Object: AnyObject> {
    /// The object, until it is released.
    public weak var object: Object?

    /// A weak reference to `object`.
    public init(_ object: Object) {
        self.object = object
    }

    /// `true` once nothing else holds the object.
    public var isReleased: Bool { object == nil }
}
