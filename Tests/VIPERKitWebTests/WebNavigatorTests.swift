import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb

@Suite("Web navigator: one tab's screen stack, rendered and driven by the page's events")
@MainActor
struct WebNavigatorTests {
    let tasks = TaskTracker()
    let navigator = WebNavigator(appName: "Counter")

    private func counter() -> CounterView { CounterView(tasks: tasks, greeting: "Hi") }

    @Test("Before any screen the page says it is starting")
    func starting() {
        let page = navigator.render()
        #expect(page.title == "Counter")
        #expect(page.html.rendered.contains("Starting…"))
    }

    @Test("The root screen has no Back; a pushed one has, and Back pops it and releases it")
    func backButton() async {
        let root = counter()
        navigator.setRoot(root)
        #expect(!navigator.render().html.rendered.contains("nav-back"))
        #expect(navigator.render().title == "Count 0 · Counter")

        var pushed: CounterView? = counter()
        let weakPushed = WeakReference(pushed!)
        navigator.push(pushed!)
        pushed = nil
        #expect(navigator.render().html.rendered.contains("data-action=\"nav-back\""))
        #expect(navigator.handle(.action("nav-back", value: nil)))
        await tasks.waitUntilIdle()
        #expect(navigator.visibleScreen === root)
        #expect(weakPushed.object == nil)
    }

    @Test("Escape goes back unless the screen handles Back itself; at the root nothing uses it")
    func escape() async {
        let root = counter()
        navigator.setRoot(root)
        #expect(!navigator.handle(.key(.escape, field: nil)))
        let top = counter()
        top.handlesBackItself = true
        navigator.push(top)
        #expect(navigator.handle(.key(.escape, field: nil)))
        #expect(top.backRequests == 1)
        #expect(navigator.visibleScreen === top)
        top.handlesBackItself = false
        #expect(navigator.handle(.key(.escape, field: nil)))
        #expect(navigator.visibleScreen === root)
    }

    @Test("Lifecycle: load once, appear each time the screen is visible again, disappear when covered")
    func lifecycle() async {
        let root = counter()
        navigator.setRoot(root)
        await tasks.waitUntilIdle()
        navigator.push(counter())
        await tasks.waitUntilIdle()
        navigator.pop()
        await tasks.waitUntilIdle()
        #expect(root.lifecycle.events == ["load", "appear", "disappear", "appear"])
    }

    @Test("Events reach the visible screen; unknown ones are reported as unused")
    func events() {
        let root = counter()
        navigator.setRoot(root)
        #expect(navigator.handle(.action("increment", value: nil)))
        #expect(root.count == 1)
        #expect(navigator.render().html.rendered.contains("Hi: 1"))
        #expect(!navigator.handle(.action("nonsense", value: nil)))
        #expect(!navigator.handle(.input(name: "nope", value: "x")))
        #expect(root.count == 1)
    }

    @Test("A confirmation takes the events until answered, and a stale answer is ignored")
    func confirmation() async throws {
        let root = counter()
        navigator.setRoot(root)
        navigator.handle(.action("ask", value: nil))
        await tasks.waitUntilIdle()
        let markup = navigator.render().html.rendered
        #expect(markup.contains("role=\"alertdialog\""))
        #expect(!markup.contains("nav-back"))
        #expect(!navigator.handle(.action("increment", value: nil)))
        #expect(root.count == 0)
        #expect(!navigator.handle(.action("dialog-yes", value: "999")))
        #expect(navigator.handle(.action("dialog-yes", value: "1")))
        await tasks.waitUntilIdle()
        #expect(root.answers == [true])

        navigator.handle(.action("ask", value: nil))
        await tasks.waitUntilIdle()
        #expect(navigator.handle(.key(.escape, field: nil)))
        await tasks.waitUntilIdle()
        #expect(root.answers == [true, false])
        #expect(!navigator.render().html.rendered.contains("alertdialog"))
    }

    @Test("An alert shows until OK; alerts queue one after the other")
    func alerts() {
        let root = counter()
        navigator.setRoot(root)
        root.show(.error("First"))
        root.show(.error("Second"))
        #expect(navigator.render().html.rendered.contains("First"))
        navigator.handle(.action("dialog-ok", value: "1"))
        #expect(navigator.render().html.rendered.contains("Second"))
        navigator.handle(.key(.escape, field: nil))
        #expect(!navigator.render().html.rendered.contains("dialog"))
    }

    @Test("While loading, the overlay shows and events are swallowed")
    func loading() {
        let root = counter()
        navigator.setRoot(root)
        root.isLoading = true
        #expect(navigator.render().html.rendered.contains("Loading…"))
        #expect(navigator.handle(.action("increment", value: nil)))
        #expect(root.count == 0)
    }

    @Test("While loading, the overlay offers Cancel; Cancel or Escape cancels the running calls and stays")
    func cancelLoading() async {
        navigator.setRoot(counter())
        let top = counter()
        navigator.push(top)
        let (reply, replying) = AsyncStream.makeStream(of: Void.self)
        var cancelled = 0
        for _ in 0..<2 {
            tasks.run {
                for await _ in reply {}
                if Task.isCancelled { cancelled += 1 }
            }
        }
        top.isLoading = true
        let page = navigator.render().html.rendered
        #expect(page.contains("Esc cancels"))
        #expect(page.contains("data-action=\"loading-cancel\""))
        #expect(navigator.handle(.action("loading-cancel", value: nil)))
        await tasks.waitUntilIdle()
        #expect(cancelled == 2)

        tasks.run {
            for await _ in reply {}
            if Task.isCancelled { cancelled += 1 }
        }
        #expect(navigator.handle(.key(.escape, field: nil)))
        await tasks.waitUntilIdle()
        #expect(cancelled == 3)
        #expect(navigator.visibleScreen === top)
        replying.finish()
    }

    @Test("A question open when its screen leaves is answered no, so nobody waits forever")
    func leavingAnswersNo() async {
        let root = counter()
        navigator.setRoot(root)
        let top = counter()
        navigator.push(top)
        top.handle(.action("ask", value: nil))
        await tasks.waitUntilIdle()
        navigator.pop()
        await tasks.waitUntilIdle()
        #expect(top.answers == [false])
    }

    @Test("A presented screen is visible over the stack and Back dismisses it")
    func presented() {
        let root = counter()
        navigator.setRoot(root)
        let modal = counter()
        navigator.present(modal)
        #expect(navigator.visibleScreen === modal)
        navigator.handle(.action("nav-back", value: nil))
        #expect(navigator.presented == nil)
        #expect(navigator.visibleScreen === root)
    }
}

extension CounterView {
    /// Sends `event` the way the navigator would when this view is visible.
    func handle(_ event: WebEvent) {
        _ = handleContentEvent(event)
    }
}
