// Which visitor a request came from, for the per-visitor rate limit. A header the visitor can write
// (the left of X-Forwarded-For) would let a bot pick a fresh address for every request, so only the
// configured header is read: one the proxy in front of the function overwrites.
import ipaddr from "ipaddr.js"

/** CLIENT_IP_HEADER's value for "the connection's own address": the local stack, no proxy. */
export const SOCKET_ADDRESS = "socket"
/** Where app.ts puts the connection's own address when CLIENT_IP_HEADER is "socket". */
export const SOCKET_ADDRESS_HEADER = "x-enquiry-socket-address"

/**
 * The rate-limit key for the request's visitor: an IPv4 address as it is, an IPv6 address by its /64
 * (one household or phone gets a whole /64 and can pick any address in it), or null when the header is
 * missing or does not hold one address. Unknown is better than wrong: a shared fallback (the proxy's
 * own address) would put every visitor in one bucket.
 */
export function clientKey(request: Request, header: string): string | null {
  const value = request.headers.get(header)?.trim()
  if (!value) return null
  // Only the dotted form: ipaddr.js also reads "127.1" and hexadecimal parts, which no proxy writes.
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return value
  if (!ipaddr.IPv6.isValid(value)) return null
  const address = ipaddr.IPv6.parse(value)
  // An IPv4 address written as IPv6 (::ffff:203.0.113.5) is that IPv4 address.
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString()
  // The key keeps the form rows already stored carry: four groups, uncompressed.
  return `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}

/**
 * The IPv6 /48 a /64 key (from clientKey) belongs to, in the same four-group form, or null for an
 * IPv4 address. A site or customer is commonly given a whole /48: 65,536 /64s, each a visitor of its
 * own to the per-visitor limit, so the /48 has a limit of its own.
 */
export function prefixOf(key: string): string | null {
  if (!key.endsWith("::/64")) return null
  const address = ipaddr.IPv6.parse(key.slice(0, -"/64".length))
  return `${address.parts
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":")}::/48`
}
