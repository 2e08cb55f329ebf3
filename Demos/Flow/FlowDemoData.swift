/// The flow demo's content: sections of words in several scripts, so wide characters (Korean,
/// Japanese, emoji) show up on the first pages and must stay aligned.
enum FlowDemoData {
    struct Section {
        let title: String
        let words: [String]
    }

    static let sections: [Section] = [
        Section(title: "한국어 · Korean", words: [
            "김치", "비빔밥", "불고기", "떡볶이", "삼겹살", "냉면", "잡채", "순두부", "갈비", "호떡",
            "만두", "김밥", "칼국수", "파전", "된장찌개", "약과", "식혜", "수정과",
        ]),
        Section(title: "日本語 · Japanese", words: [
            "寿司", "天ぷら", "ラーメン", "うどん", "そば", "おにぎり", "たこ焼き", "味噌汁", "カレー", "焼き鳥",
            "お好み焼き", "餃子", "刺身", "すき焼き", "抹茶", "団子",
        ]),
        Section(title: "Emoji 🐯 🦉 🦒 🦜", words: [
            "🐯 tiger", "🦉 owl", "🦒 giraffe", "🦜 parrot", "🐘 elephant", "🦊 fox", "🐼 panda", "🐧 penguin",
            "🦋 butterfly", "🐢 turtle", "🐙 octopus", "🦀 crab", "🐝 bee", "🐬 dolphin", "🇰🇷 🇯🇵 flags",
        ]),
        Section(title: "Latin · English", words: [
            "apple", "banana", "cherry", "damson", "elderberry", "fig", "grape", "huckleberry", "jackfruit",
            "kiwi", "lemon", "mango", "nectarine", "orange", "papaya", "quince", "raspberry", "strawberry",
            "tangerine", "ugli fruit", "vanilla", "watermelon",
        ]),
        Section(title: "Ελληνικά · Greek", words: [
            "άλφα", "βήτα", "γάμμα", "δέλτα", "έψιλον", "ζήτα", "ήτα", "θήτα", "ιώτα", "κάππα", "λάμδα", "μι",
        ]),
        Section(title: "中文 · Chinese", words: [
            "饺子", "包子", "面条", "火锅", "豆腐", "烤鸭", "馒头", "春卷", "月饼", "汤圆", "粽子", "茶",
        ]),
    ]
}
