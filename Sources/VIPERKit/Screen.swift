/// Something a ``Navigator`` can show: a module's view, opaque to every other module.
///
/// Each front end makes its views screens: a `UIViewController` subclass on iOS,
/// a terminal view in the terminal app. Modules never look inside a screen; they only
/// hand it to a navigator.
@MainActor
public protocol Screen: AnyObject {}
