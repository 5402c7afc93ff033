import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` with the process's standard output redirected to a temporary file and returns
/// what was written, so tests can check what the library prints (e.g. `debug`).
///
/// The redirection is process-wide: use it only around code whose output is under test.
func capturingStandardOutput(_ body: () -> Void) -> String {
    fflush(stdout)
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("rx-stdout-\(UUID().uuidString).txt").path
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(file >= 0, "could not create \(path)")
    let saved = dup(STDOUT_FILENO)
    dup2(file, STDOUT_FILENO)
    close(file)
    body()
    fflush(stdout)
    dup2(saved, STDOUT_FILENO)
    close(saved)
    defer { unlink(path) }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
