import Fluent
import Foundation
import SQLKit
import Vapor

/// Shares the request budget's spending between the instances on one PostgreSQL database: every
/// second each adds what it spent, by client, to the `request_budget_spending` table and reads
/// back every instance's totals, which ``RequestBudget/absorb(totals:mine:)`` takes from its
/// buckets. One statement a second per instance, whatever the traffic. Rows no instance touched
/// for ``forgetAfter`` seconds are deleted. A failed share is logged and the spending tried again
/// next time; it never refuses a request.
enum RequestBudgetSharing {
    /// Seconds after which a client's shared row is deleted.
    static let forgetAfter: TimeInterval = 600
    /// Clients sent in one statement.
    static let batchSize = 500

    /// The lifecycle handler that shares every `interval` seconds.
    static func every(_ interval: TimeInterval) -> RepeatingWork {
        RepeatingWork(every: interval) { await run(on: $0) }
    }

    private static func run(on application: Application) async {
        do {
            try await share(application.requestBudget, on: application.db)
        } catch {
            application.logger.warning("Could not share the request budget: \(String(reflecting: error))")
        }
    }

    /// Adds this instance's spending to the table, takes the others' from the budget, and deletes
    /// the rows of clients gone quiet.
    static func share(_ budget: RequestBudget, on database: any Database, now: Date = Date()) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        let spent = budget.takeUnshared()
        var totals: [String: Int64] = [:]
        do {
            for batch in Array(spent).chunked(into: batchSize) {
                for (key, total) in try await add(batch, on: sql, at: now) { totals[key] = total }
            }
        } catch {
            budget.giveBackUnshared(spent)
            throw error
        }
        budget.absorb(totals: totals, mine: spent)
        try await sql.delete(from: RequestBudgetSpending.schema)
            .where("updated_at", .lessThan, SQLBind(now.addingTimeInterval(-forgetAfter)))
            .run()
    }

    /// Adds `batch` to the table in one statement.
    /// - Returns: every instance's spending of the batch's clients.
    private static func add(_ batch: ArraySlice<(key: String, value: Int)>, on sql: any SQLDatabase, at now: Date)
        async throws -> [(String, Int64)]
    {
        let rows: [[any SQLExpression]] = batch.map { [SQLBind($0.key), SQLBind(Int64($0.value)), SQLBind(now)] }
        let sum = SQLRaw("\(RequestBudgetSpending.schema).spent + EXCLUDED.spent")
        let answers = try await sql.insert(into: RequestBudgetSpending.schema)
            .columns("key", "spent", "updated_at")
            .rows(rows)
            .onConflict(with: ["key"]) { $0.set("spent", to: sum).set(excludedValueOf: "updated_at") }
            .returning("key", "spent")
            .all()
        return try answers.map {
            (try $0.decode(column: "key", as: String.self), try $0.decode(column: "spent", as: Int64.self))
        }
    }
}

/// The table of every instance's spending by client.
enum RequestBudgetSpending {
    static let schema = "request_budget_spending"
}

extension Array {
    /// The array in consecutive pieces of at most `size` elements.
    fileprivate func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
