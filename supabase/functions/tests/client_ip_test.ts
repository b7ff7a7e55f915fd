// The per-visitor rate limit is only as good as the address it counts: an IPv6 visitor must not escape
// it by changing the end of their address, and a value that is not one address is not used.
import assert from "node:assert/strict"
import { visitorOf } from "../send-contact-email/client-ip.ts"

Deno.test("a visitor is an IPv4 address, or an IPv6 /64 with its /48; anything else is no address", () => {
  const cases: Array<[string, string | null, string | null]> = [
    ["203.0.113.5", "203.0.113.5", null],
    [" 203.0.113.5 ", "203.0.113.5", null],
    // An IPv4 address written as IPv6 is that IPv4 address.
    ["::ffff:203.0.113.5", "203.0.113.5", null],
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["2001:0db8:0001:0002:ffff:1:2:3", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["2001:db8:1:ffff::9", "2001:db8:1:ffff::/64", "2001:db8:1::/48"],
    ["2001:db8::1", "2001:db8:0:0::/64", "2001:db8:0::/48"],
  ]
  for (const [address, clientKey, clientPrefix] of cases)
    assert.deepEqual(visitorOf(address), { clientKey, clientPrefix }, address)
  for (const value of [
    "<script>",
    "203.0.113.5, 10.0.0.1",
    "x".repeat(80),
    "unknown",
    "1:2:3",
    "1::2::3",
    "999.1.1.1",
    "127.1",
    "",
    null,
  ])
    assert.equal(visitorOf(value), null, String(value))
})
