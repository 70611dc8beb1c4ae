/// What every front end's base view shares: the dialogs over the content, the loading state,
/// lifecycle forwarding to the presenter, and what happens when the screen leaves.
///
/// A front end subclasses it once (a terminal view, a web view) to draw and to take input; a
/// module's view subclasses that for its layout.
@MainActor
open class ScreenView<Dialog: ScreenDialog>: NavigatedScreen, AlertDisplaying, ConfirmationAsking {
    /// Starts the async presenter calls; tests await it.
    public let tasks: TaskTracker
    /// Whether the loading indicator is shown (it blocks input; cancelling cancels ``tasks``).
    public var isLoading = false
    /// Whether the screen has left its navigator; it will not be shown again.
    public private(set) var hasLeftNavigator = false
    /// Dialogs over the content, the first one shown and answered first.
    public private(set) var dialogs: [Dialog] = []
    private var dialogsShown = 0
    private var lifecycle = LifecycleRelay()

    /// A view whose presenter calls run on `tasks`.
    public init(tasks: TaskTracker) {
        self.tasks = tasks
    }

    // MARK: Overridden by subclasses

    /// The screen's title, shown in the title bar; empty for the app's name.
    open var title: String { "" }

    /// The presenter, to forward lifecycle events to.
    open var lifecycleTarget: (any LifecycleForwarding)? { nil }

    /// The user asked to go back (a Back button, Escape, a back gesture).
    /// - Returns: `true` when the screen handled it itself (for example by asking first);
    ///   `false` lets the navigator go back.
    open func handleBack() -> Bool { false }

    /// Asks the front end to show the screen again; each front end's base view forwards it to its host.
    open func setNeedsDisplay() {}

    // MARK: State shared by every front end

    /// Whether the view takes every input right now (a dialog is open or a request runs).
    public final var isBlockingInput: Bool { !dialogs.isEmpty || isLoading }

    /// Shows `dialog` over the content, after the dialogs already open.
    public final func present(_ dialog: Dialog) {
        dialogs.append(dialog)
        setNeedsDisplay()
    }

    /// Removes the first dialog, which the user answered.
    public final func removeFirstDialog() {
        guard !dialogs.isEmpty else { return }
        dialogs.removeFirst()
        setNeedsDisplay()
    }

    /// Closes every open dialog; open questions are answered "no".
    public final func closeDialogs() {
        let open = dialogs
        dialogs = []
        for dialog in open { dialog.cancel() }
        if !open.isEmpty { setNeedsDisplay() }
    }

    // MARK: Navigation

    /// The screen became visible: forwards `viewDidLoad` the first time, then `viewWillAppear`.
    public final func screenWillAppear() {
        lifecycle.willAppear(lifecycleTarget, tasks: tasks)
    }

    /// The screen stopped being visible, forwarded in a task so that the presenter receives
    /// lifecycle events in the order they happened.
    public final func screenDidDisappear() {
        lifecycle.didDisappear(lifecycleTarget, tasks: tasks)
    }

    /// The screen left the navigator: open questions are answered "no" so nobody waits forever.
    public final func screenDidLeaveNavigator() {
        hasLeftNavigator = true
        closeDialogs()
    }

    // MARK: Alerts and confirmations

    /// Shows `alert` over the content until the user dismisses it.
    public func show(_ alert: Alert) {
        dialogsShown += 1
        present(Dialog(alert: alert, number: dialogsShown))
    }

    /// Asks `confirmation` over the content. - Returns: the user's answer; `false` when the
    /// screen leaves the navigator first.
    public func ask(_ confirmation: Confirmation) async -> Bool {
        await tasks.waitForUser { answer in
            dialogsShown += 1
            present(Dialog(confirmation: confirmation, number: dialogsShown, onAnswer: answer))
        }
    }
}
