import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
// UIKit and AppKit give index paths a section and an item; without them (Linux), the data
// sources and their users need the same spelling.
extension IndexPath {
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section, the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section, the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in the section, the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
