// The per-visitor rate limit is only as good as the address it counts: a header the visitor writes
// must not choose it, and an IPv6 visitor must not escape it by changing the end of their address.
import assert from "node:assert/strict"
import { clientKey, prefixOf } from "../send-contact-email/client-ip.ts"
import { readConfig } from "../send-contact-email/config.ts"

const request = (headers: Record<string, string>) =>
  new Request("https://project.supabase.co/functions/v1/send-contact-email", { headers })
const header = readConfig({ get: () => undefined }).clientIpHeader

Deno.test("the address comes from Cloudflare's CF-Connecting-IP by default", () => {
  assert.equal(header, "cf-connecting-ip")
  assert.equal(clientKey(request({ "CF-Connecting-IP": "203.0.113.5" }), header), "203.0.113.5")
})

Deno.test("X-Forwarded-For, which the visitor can write, is never read", () => {
  assert.equal(clientKey(request({ "X-Forwarded-For": "10.9.8.7, 203.0.113.5" }), header), null)
})

Deno.test("an IPv6 visitor counts by their /64", () => {
  const one = clientKey(request({ "CF-Connecting-IP": "2001:db8:1:2:aaaa::1" }), header)
  const other = clientKey(request({ "CF-Connecting-IP": "2001:0db8:0001:0002:ffff:1:2:3" }), header)
  assert.equal(one, "2001:db8:1:2::/64")
  assert.equal(other, one)
  assert.equal(clientKey(request({ "CF-Connecting-IP": "2001:db8::1" }), header), "2001:db8:0:0::/64")
})

Deno.test("an IPv4 address written as IPv6 is that IPv4 address", () => {
  assert.equal(clientKey(request({ "CF-Connecting-IP": "::ffff:203.0.113.5" }), header), "203.0.113.5")
})

Deno.test("a value that is not one address is not used", () => {
  for (const value of [
    "<script>",
    "203.0.113.5, 10.0.0.1",
    "x".repeat(80),
    "unknown",
    "1:2:3",
    "1::2::3",
    "999.1.1.1",
  ])
    assert.equal(clientKey(request({ "CF-Connecting-IP": value }), header), null, value)
})

Deno.test("an IPv6 /64 belongs to its /48; an IPv4 address has none", () => {
  const key = clientKey(request({ "CF-Connecting-IP": "2001:db8:1:2:aaaa::1" }), header) ?? ""
  assert.equal(prefixOf(key), "2001:db8:1::/48")
  assert.equal(
    prefixOf(clientKey(request({ "CF-Connecting-IP": "2001:db8:1:ffff::9" }), header) ?? ""),
    prefixOf(key),
  )
  assert.notEqual(prefixOf("2001:db8:2:2::/64"), prefixOf(key))
  assert.equal(prefixOf("203.0.113.5"), null)
})
