// GENERATED FILE, do not edit: the template is Scripts/Combining+arity.template.
// Regenerate with `swift Scripts/generate-arities.swift` (`--check` fails when this file is stale).

import RxSwift

extension ZipArityTests {
    func testArity2() {
        check(2) { s in Observable.zip(s[0], s[1]) { "\($0)\($1)" } }
        check(2) { s in Observable.zip(s[0], s[1]).map { "\($0)\($1)" } }
    }
}

extension ZipArityTests {
    func testArity3() {
        check(3) { s in Observable.zip(s[0], s[1], s[2]) { "\($0)\($1)\($2)" } }
        check(3) { s in Observable.zip(s[0], s[1], s[2]).map { "\($0)\($1)\($2)" } }
    }
}

extension ZipArityTests {
    func testArity4() {
        check(4) { s in Observable.zip(s[0], s[1], s[2], s[3]) { "\($0)\($1)\($2)\($3)" } }
        check(4) { s in Observable.zip(s[0], s[1], s[2], s[3]).map { "\($0)\($1)\($2)\($3)" } }
    }
}

extension ZipArityTests {
    func testArity5() {
        check(5) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) { "\($0)\($1)\($2)\($3)\($4)" } }
        check(5) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { "\($0)\($1)\($2)\($3)\($4)" } }
    }
}

extension ZipArityTests {
    func testArity6() {
        check(6) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { "\($0)\($1)\($2)\($3)\($4)\($5)" } }
        check(6) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { "\($0)\($1)\($2)\($3)\($4)\($5)" } }
    }
}

extension ZipArityTests {
    func testArity7() {
        check(7) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)" } }
        check(7) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)" } }
    }
}

extension ZipArityTests {
    func testArity8() {
        check(8) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" } }
        check(8) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" } }
    }
}
