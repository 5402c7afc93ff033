// The examples of RxSwift's guide and example app as terminal programs (RxExamplesKit).
import RxExamplesKit

ExampleRunner.main(Array(CommandLine.arguments.dropFirst()))
