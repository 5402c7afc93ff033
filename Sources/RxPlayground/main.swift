import RxSwift
print("playground")
