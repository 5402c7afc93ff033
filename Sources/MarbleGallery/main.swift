import Foundation
import RxTest

// Draws every marble picture of the documentation catalogs from a real run of its operator on
// `TestScheduler` (see Gallery.swift), and writes each as
// `<output>/<Module>/<Module>.docc/Resources/marbles/<name>.svg`.
//
//     swift run MarbleGallery --output Sources     what Scripts/generate-marbles.sh does
//     swift run MarbleGallery --list               the pictures, with their runs as marble text
//
// Scripts/generate-marbles.sh --check writes them into a temporary folder and compares.

let pictures: [Picture] = creatingPictures + transformingPictures + filteringPictures + combiningPictures
    + errorHandlingPictures + utilityPictures + sharingPictures + timePictures + concurrencyPictures
    + traitPictures + cocoaPictures + testingPictures

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("MarbleGallery: \(message)\n".utf8))
    exit(1)
}

var seen: Set<String> = []
for picture in pictures where !seen.insert("\(picture.catalog.rawValue)/\(picture.name)").inserted {
    fail("two pictures are named \(picture.name) in \(picture.catalog.rawValue)")
}

if arguments == ["--list"] {
    for picture in pictures {
        print("\(picture.catalog.rawValue)/\(picture.name).svg")
        print(picture.draw().text)
        print()
    }
    exit(0)
}

guard arguments.count == 2, arguments[0] == "--output" else {
    fail("usage: MarbleGallery --output <folder holding the modules' sources> | --list")
}
/// The document with its natural size (that of its `viewBox`) as `width` and `height`: without
/// them a browser gives an `<img>` of it the width of the page, so a short run would be drawn
/// many times too large.
func sized(_ svg: String) -> String {
    guard let start = svg.range(of: #"viewBox="0 0 "#), let end = svg[start.upperBound...].firstIndex(of: "\"") else {
        fail("a picture without a viewBox")
    }
    let size = svg[start.upperBound..<end].split(separator: " ")
    guard size.count == 2 else { fail("a picture with an unexpected viewBox") }
    return svg.replacingCharacters(in: start.lowerBound..<start.lowerBound, with: #"width="\#(size[0])" height="\#(size[1])" "#)
}

let root = URL(fileURLWithPath: arguments[1])
for picture in pictures {
    let folder = root.appendingPathComponent(picture.catalog.marblesFolder)
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try sized(picture.draw().svg).write(to: folder.appendingPathComponent("\(picture.name).svg"), atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(picture.name).svg: \(error)")
    }
}
print("MarbleGallery: \(pictures.count) pictures written under \(root.path)")
