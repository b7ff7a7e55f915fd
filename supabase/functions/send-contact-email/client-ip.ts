// Which address a request came from, for the per-client rate limit. A header the visitor can write
// (the left of X-Forwarded-For) would let a bot pick a fresh address for every request, so only the
// configured header is read: one the proxy in front of the function overwrites.

/** Read the connection's own address: the local stack and self-hosting without a proxy. */
export const SOCKET_ADDRESS = "socket"

// IPv4, IPv6 (with an optional zone) and nothing else: the value is stored and used as a lock name.
const IP_ADDRESS = /^[0-9A-Fa-f:.]{2,45}(?:%[\w.-]{1,15})?$/

export function clientIp(request: Request, source: string, info?: Deno.ServeHandlerInfo): string | null {
  const value = source === SOCKET_ADDRESS ? socketAddress(info) : request.headers.get(source)?.trim()
  // Unknown is better than wrong: without an address only the per-email limit applies, whereas a
  // shared fallback (the proxy's own address) would put every visitor in one bucket.
  return value && IP_ADDRESS.test(value) ? value : null
}

function socketAddress(info?: Deno.ServeHandlerInfo): string | undefined {
  const address = info?.remoteAddr
  return address && "hostname" in address ? address.hostname : undefined
}
