// Which visitor a request came from, for the per-visitor rate limit. A header the visitor can write
// (the left of X-Forwarded-For) would let a bot pick a fresh address for every request, so app.ts reads
// only the configured header: one the proxy in front of the function overwrites.
import ipaddr from "ipaddr.js"

/** CLIENT_IP_HEADER's value for "the connection's own address": the local stack, no proxy. */
export const SOCKET_ADDRESS = "socket"

// The visitor's rate-limit keys: an IPv4 address, or an IPv6 /64 (one household gets a whole /64)
// with its /48 (a site's whole allocation). Null when `address` is not one address: unknown is better
// than a shared fallback that would put every visitor in one bucket.
export function visitorOf(address: string | null | undefined): Visitor | null {
  const value = address?.trim() ?? ""
  // Only the dotted form: ipaddr.js also reads "127.1" and hexadecimal parts, which no proxy writes.
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return { clientKey: value, clientPrefix: null }
  if (!ipaddr.IPv6.isValid(value)) return null
  const parsed = ipaddr.IPv6.parse(value)
  // An IPv4 address written as IPv6 (::ffff:203.0.113.5) is that IPv4 address.
  if (parsed.isIPv4MappedAddress())
    return { clientKey: parsed.toIPv4Address().toString(), clientPrefix: null }
  // Four groups, uncompressed: the form stored rows carry.
  const groups = (count: number) =>
    parsed.parts
      .slice(0, count)
      .map((group) => group.toString(16))
      .join(":")
  return { clientKey: `${groups(4)}::/64`, clientPrefix: `${groups(3)}::/48` }
}

export type Visitor = { clientKey: string; clientPrefix: string | null }
