/// A section that can be animated: the section and its items have identities, and items can be
/// compared to tell an update from an unchanged item.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {}
