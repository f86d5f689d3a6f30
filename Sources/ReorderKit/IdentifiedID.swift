/// An ID standing in for its item, so collections of IDs can take differences.
struct IdentifiedID<ID: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    let id: ID
}
