// Which visitor a request came from, for the per-visitor rate limit. A header the visitor can write
// (the left of X-Forwarded-For) would let a bot pick a fresh address for every request, so only the
// configured header is read: one the proxy in front of the function overwrites.

/** CLIENT_IP_HEADER's value for "the connection's own address": the local stack, no proxy. */
export const SOCKET_ADDRESS = "socket"
/** Where app.ts puts the connection's own address when CLIENT_IP_HEADER is "socket". */
export const SOCKET_ADDRESS_HEADER = "x-enquiry-socket-address"

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/

/**
 * The rate-limit key for the request's visitor: an IPv4 address as it is, an IPv6 address by its /64
 * (one household or phone gets a whole /64 and can pick any address in it), or null when the header is
 * missing or does not hold one address. Unknown is better than wrong: a shared fallback (the proxy's
 * own address) would put every visitor in one bucket.
 */
export function clientKey(request: Request, header: string): string | null {
  const value = request.headers.get(header)?.trim()
  if (!value) return null
  if (IPV4.test(value)) return value
  const groups = ipv6Groups(value)
  if (!groups) return null
  // An IPv4 address written as IPv6 (::ffff:203.0.113.5) is that IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".")
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, :: expanded), or null. */
function ipv6Groups(value: string): number[] | null {
  const address = value.replace(/%[\w.-]{1,15}$/, "")
  if (!/^[0-9A-Fa-f:.]{2,45}$/.test(address)) return null
  const [head, tail, ...more] = address.split("::")
  if (more.length > 0) return null
  const parse = (part: string | undefined): number[] | null => {
    if (!part) return []
    const groups: number[] = []
    for (const piece of part.split(":")) {
      if (IPV4.test(piece)) {
        const [a, b, c, d] = piece.split(".").map(Number)
        groups.push((a << 8) | b, (c << 8) | d)
      } else if (/^[0-9A-Fa-f]{1,4}$/.test(piece)) groups.push(parseInt(piece, 16))
      else return null
    }
    return groups
  }
  const left = parse(head)
  const right = parse(tail)
  if (!left || !right) return null
  if (tail === undefined) return left.length === 8 ? left : null
  const missing = 8 - left.length - right.length
  return missing >= 1 ? [...left, ...Array(missing).fill(0), ...right] : null
}
