import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX socket calls the server needs, with their C ceremony in one place.
enum Socket {
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// A listening TCP socket on 127.0.0.1, on a port the system picks.
    static func listenOnLoopback() throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "bind", code: code)
        }
        guard listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "listen", code: code)
        }
        return descriptor
    }

    /// The port a bound socket got.
    static func localPort(of descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        guard result == 0 else { throw Failure(call: "getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether `descriptor` becomes readable (or closed) within `milliseconds`.
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Whether the peer closed a readable connection: a peek reads end-of-file (or fails).
    static func isClosedByPeer(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Writes all of `data`; false if the peer went away. Never raises `SIGPIPE`.
    static func write(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let sent = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads one request (head and `Content-Length` body); `nil` if the client sent none before
    /// `deadline` or closed the connection.
    static func readRequest(_ descriptor: Int32, deadline: Date) -> LocalHTTPServer.Request? {
        var received = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        var head: (method: String, target: String, headers: [String: String])?
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if headEnd == nil, let range = received.range(of: separator) {
                headEnd = range
                head = parseHead(received[..<range.lowerBound])
                guard head != nil else { return nil }
            }
            if let headEnd, let head {
                let length = Int(head.headers["content-length"] ?? "0") ?? 0
                let body = received[headEnd.upperBound...]
                if body.count >= length {
                    let (path, query) = splitTarget(head.target)
                    return LocalHTTPServer.Request(method: head.method, path: path, query: query, headers: head.headers, body: Data(body.prefix(length)))
                }
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0, waitReadable(descriptor, milliseconds: Int32(min(remaining, 1) * 1000)) else {
                if remaining <= 0 { return nil }
                continue
            }
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: chunk[0..<count])
            if received.count > 1 << 20 { return nil }
        }
    }

    private static func parseHead(_ bytes: Data) -> (method: String, target: String, headers: [String: String])? {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (String(requestLine[0]), String(requestLine[1]), headers)
    }

    private static func splitTarget(_ target: String) -> (String, [String: String]) {
        let parts = target.split(separator: "?", maxSplits: 1)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                query[String(keyValue[0])] = keyValue.count == 2 ? String(keyValue[1]) : ""
            }
        }
        return (parts.isEmpty ? "/" : String(parts[0]), query)
    }
}
