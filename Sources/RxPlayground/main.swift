import Foundation

/// Every page, in the guide's order. A page is added here when its file exists.
let pages: [any Page] = [
    ObservablesPage(),
    CreatingPage(),
    PerformingWorkPage(),
    DisposingPage(),
    GuaranteesPage(),
    SharingPage(),
    ErrorHandlingPage(),
    DebuggingPage(),
    CustomOperatorsPage(),
    SubjectsPage(),
    VariablesPage(),
    TransformingPage(),
    FilteringPage(),
    CombiningPage(),
    TimePage(),
    UtilityPage(),
    UILayerPage(),
    TraitsPage(),
    KVOPage(),
    HTTPPage(),
    UnitsPage(),
    MarblesPage(),
    DataSourcesPage(),
]

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.contains("--list") {
    for page in pages {
        print("\(page.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(page.title)")
    }
    exit(0)
}

let selected: [any Page]
if arguments.isEmpty {
    selected = pages
} else {
    selected = arguments.map { name in
        guard let page = pages.first(where: { $0.name == name }) else {
            FileHandle.standardError.write("Unknown page '\(name)'. Use --list to see the pages.\n".data(using: .utf8)!)
            exit(2)
        }
        return page
    }
}

for page in selected {
    print("\n=== \(page.title) (\(page.name)) ===")
    page.run()
}
