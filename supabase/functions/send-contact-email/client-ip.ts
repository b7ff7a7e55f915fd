// Which visitor a request came from, for the rate limits: only from a header the proxy overwrites
// (CLIENT_IP_HEADER), as a bot could write a fresh X-Forwarded-For for every request.
import ipaddr from "ipaddr.js"

/** CLIENT_IP_HEADER's value for "the connection's own address": the local stack, no proxy. */
export const SOCKET_ADDRESS = "socket"

// An IPv4 address, or an IPv6 /64 (one household) with its /48 (one site). Null when `address` is not
// one address: a shared fallback would put every visitor in one bucket.
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
  const groups = (count: number) => parsed.toNormalizedString().split(":").slice(0, count).join(":")
  return { clientKey: `${groups(4)}::/64`, clientPrefix: `${groups(3)}::/48` }
}

export type Visitor = { clientKey: string; clientPrefix: string | null }
