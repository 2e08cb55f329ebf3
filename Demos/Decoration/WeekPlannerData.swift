/// The decoration demo's content: a week of appointments. Days have different numbers of events, so
/// their backgrounds have different heights (one, two or three rows of cells at 80 columns).
enum WeekPlannerData {
    struct Event {
        let title: String
        /// "HH:MM".
        let start: String
        /// "HH:MM", later the same day.
        let end: String

        /// "09:00–09:15".
        var timeRange: String { "\(start)–\(end)" }

        /// The length in minutes.
        var minutes: Int { Self.minutes(end) - Self.minutes(start) }

        private static func minutes(_ time: String) -> Int {
            let parts = time.split(separator: ":").compactMap { Int($0) }
            return parts.count == 2 ? parts[0] * 60 + parts[1] : 0
        }
    }

    struct Day {
        let name: String
        let events: [Event]

        /// "4 h 15 min booked".
        var bookedSummary: String {
            let total = events.reduce(0) { $0 + $1.minutes }
            let hours = total / 60, minutes = total % 60
            let parts = [hours > 0 ? "\(hours) h" : nil, minutes > 0 ? "\(minutes) min" : nil].compactMap { $0 }
            return (parts.isEmpty ? "nothing" : parts.joined(separator: " ")) + " booked"
        }
    }

    static let days: [Day] = [
        Day(name: "Monday", events: [
            Event(title: "Standup", start: "09:00", end: "09:15"),
            Event(title: "Design review", start: "10:00", end: "11:30"),
            Event(title: "Lunch with Ana", start: "12:30", end: "13:30"),
            Event(title: "Gym", start: "18:00", end: "19:00"),
        ]),
        Day(name: "Tuesday", events: [
            Event(title: "Dentist", start: "08:30", end: "09:00"),
            Event(title: "Sprint planning", start: "14:00", end: "15:30"),
        ]),
        Day(name: "Wednesday", events: [
            Event(title: "Standup", start: "09:00", end: "09:15"),
            Event(title: "1:1 with Sam", start: "09:30", end: "10:00"),
            Event(title: "Code review", start: "10:00", end: "11:00"),
            Event(title: "Team lunch", start: "12:00", end: "13:00"),
            Event(title: "Interview", start: "14:00", end: "15:00"),
            Event(title: "Release call", start: "16:00", end: "16:30"),
            Event(title: "Choir", start: "19:30", end: "21:00"),
        ]),
        Day(name: "Thursday", events: [
            Event(title: "Focus day", start: "09:00", end: "17:00"),
        ]),
        Day(name: "Friday", events: [
            Event(title: "Standup", start: "09:00", end: "09:15"),
            Event(title: "Demo day", start: "11:00", end: "12:00"),
            Event(title: "Retro", start: "15:00", end: "16:00"),
            Event(title: "Pizza", start: "17:00", end: "18:00"),
            Event(title: "Cinema", start: "20:00", end: "22:30"),
        ]),
        Day(name: "Saturday", events: [
            Event(title: "Farmers market", start: "09:00", end: "10:30"),
            Event(title: "Hike", start: "11:00", end: "16:00"),
            Event(title: "Dinner party", start: "19:00", end: "23:00"),
        ]),
        Day(name: "Sunday", events: [
            Event(title: "Brunch", start: "10:30", end: "12:00"),
        ]),
    ]
}
