/// A headless data source that reloads the view for every new version of the sections.
open class RxSectionedReloadDataSource<Section: SectionModelType>: SectionedDataSource<Section> {}
