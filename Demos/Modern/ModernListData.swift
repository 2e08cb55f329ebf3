import Foundation

/// The rows of the demo's list screen: a mail-style sidebar.
enum ModernListData {
    struct Row {
        let title: String
        let symbol: String
        let detail: String?
    }

    struct Section {
        let title: String
        let rows: [Row]
    }

    static let sections: [Section] = [
        Section(title: "Mailboxes", rows: [
            Row(title: "Inbox", symbol: "envelope", detail: "12"),
            Row(title: "Flagged", symbol: "flag", detail: "3"),
            Row(title: "Drafts", symbol: "doc", detail: nil),
            Row(title: "Sent", symbol: "paperplane", detail: nil),
            Row(title: "Trash", symbol: "trash", detail: "41"),
        ]),
        Section(title: "Smart mailboxes", rows: [
            Row(title: "Today", symbol: "calendar", detail: "5"),
            Row(title: "Starred", symbol: "star", detail: nil),
        ]),
        Section(title: "Settings", rows: [
            Row(title: "Accounts", symbol: "person", detail: nil),
            Row(title: "Notifications", symbol: "bell", detail: nil),
            Row(title: "Appearance", symbol: "sun", detail: nil),
        ]),
    ]
}
