import Testing
import VIPERKit
import VIPERKitTesting

/// Weak references to the four objects of one assembled module, to check they are released together.
@MainActor
struct ModuleReferences {
    let view: WeakReference<AnyObject>
    let presenter: WeakReference<AnyObject>
    let interactor: WeakReference<AnyObject>
    let router: WeakReference<AnyObject>

    /// Finds the presenter through `view` and its interactor and router through the presenter's stored properties.
    init(view: AnyObject, presenter: AnyObject?) throws {
        let presenter = try #require(presenter)
        let mirror = Mirror(reflecting: presenter)
        self.view = WeakReference(view)
        self.presenter = WeakReference(presenter)
        interactor = WeakReference(try #require(mirror.descendant("interactor")) as AnyObject)
        router = WeakReference(try #require(mirror.descendant("router")) as AnyObject)
    }

    /// Released state of view, presenter, interactor and router, in this order.
    var released: [Bool] {
        [view.isReleased, presenter.isReleased, interactor.isReleased, router.isReleased]
    }
}
