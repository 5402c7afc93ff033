// `import RxCocoa` brings the relays too, as in RxSwift: code that uses `BehaviorRelay` with
// `drive` and `emit` needs no separate `import RxRelay`.
@_exported import RxRelay
