import Fluent

/// Every migration, in the order they run. Append new ones; never edit a released one.
enum SchemaMigrations {
    static let all: [any Migration] = [
        CreateUser(), CreateUserToken(), CreatePlayer(), CreateGather(), CreateGatherPlayer(),
        AddUsernameKey(),
        AddListSortKeys(), AddForeignKeyIndexes(),
        CreateRateEvents(),
        AddGatherProgress(), CreateBrowserLogins(),
        CreateWatchLinks(),
        CreateRequestBudgetSpending(),
        CreateGames(),
        AddGuestAddresses(),
        AddClaimAddresses(),
        CreateGatherOperations(), CreateIdempotencyKeys(),
        AddOneGoingWatchLink(), AddNextGameSource(), CreateDeletedWatchLinks(),
    ]
}
