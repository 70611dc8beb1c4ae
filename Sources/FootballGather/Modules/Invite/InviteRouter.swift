import VIPERKit

/// Navigation out of Invite: none. A player answers on this one screen, with no account.
@MainActor
final class InviteRouter: InviteRouting {}
