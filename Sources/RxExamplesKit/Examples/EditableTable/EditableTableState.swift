// Patterns: a table's content as one value (two sections of users) changed by commands: the
// user's deletions and moves, and the loaded users.

/// What changes the table.
public enum TableViewEditingCommand: Equatable, Sendable {
    /// The normal users were loaded.
    case setUsers(users: [User])
    /// The favorite users were set.
    case setFavoriteUsers(favoriteUsers: [User])
    /// The user deleted a row.
    case deleteUser(ItemPath)
    /// The user moved a row.
    case moveUser(from: ItemPath, to: ItemPath)
}

/// The table: favorite users, then the others.
public struct TableViewEditingCommandsState: Equatable, Sendable {
    /// Section 0.
    public var favoriteUsers: [User]
    /// Section 1.
    public var users: [User]

    /// A table of these sections.
    public init(favoriteUsers: [User] = [], users: [User] = []) {
        self.favoriteUsers = favoriteUsers
        self.users = users
    }

    /// The sections as lists, section 0 first.
    public var sections: [[User]] { [favoriteUsers, users] }

    /// The state after `command`; a row that is not there is ignored (the table changed under
    /// the user's finger).
    public static func reduce(_ state: Self, _ command: TableViewEditingCommand) -> Self {
        var all = state.sections
        switch command {
        case let .setUsers(users):
            return Self(favoriteUsers: state.favoriteUsers, users: users)
        case let .setFavoriteUsers(favoriteUsers):
            return Self(favoriteUsers: favoriteUsers, users: state.users)
        case let .deleteUser(path):
            guard all.indices.contains(path.section), all[path.section].indices.contains(path.row) else { return state }
            all[path.section].remove(at: path.row)
        case let .moveUser(from, to):
            guard all.indices.contains(from.section), all[from.section].indices.contains(from.row), all.indices.contains(to.section) else { return state }
            let user = all[from.section].remove(at: from.row)
            all[to.section].insert(user, at: min(max(to.row, 0), all[to.section].count))
        }
        return Self(favoriteUsers: all[0], users: all[1])
    }
}
