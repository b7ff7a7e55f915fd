// The per-client rate limit is only as good as the address it counts: a header the visitor writes
// must not choose it.
import assert from "node:assert/strict"
import { clientIp, SOCKET_ADDRESS } from "../send-contact-email/client-ip.ts"
import { readConfig } from "../send-contact-email/config.ts"

const request = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1/functions/v1/send-contact-email", { headers })
const config = readConfig({
  get: (name) =>
    ({ SITE_URL: "https://roamcreative.com.au", ENQUIRY_TO_EMAIL: "a@b.co", ENQUIRY_FROM_EMAIL: "c@d.co" })[
      name
    ],
})

Deno.test("the client address comes from the proxy's header, never from X-Forwarded-For", () => {
  assert.equal(config.clientIpHeader, "cf-connecting-ip")
  const spoofed = { "X-Forwarded-For": "10.9.8.7, 203.0.113.5" }
  assert.equal(
    clientIp(request({ ...spoofed, "CF-Connecting-IP": "203.0.113.5" }), config.clientIpHeader),
    "203.0.113.5",
  )
  assert.equal(clientIp(request({ "CF-Connecting-IP": "2001:db8::1" }), config.clientIpHeader), "2001:db8::1")
  // Without the header the address is unknown: only the per-email limit applies, nobody shares a bucket.
  assert.equal(clientIp(request(spoofed), config.clientIpHeader), null)
})

Deno.test("a value that is not an address is not stored or used as a lock name", () => {
  for (const value of ["<script>", "203.0.113.5, 10.0.0.1", "x".repeat(80), "unknown"]) {
    assert.equal(clientIp(request({ "CF-Connecting-IP": value }), "cf-connecting-ip"), null, value)
  }
})

Deno.test("the local stack counts the connection's own address", () => {
  const info = {
    remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 50000 },
    completed: Promise.resolve(),
  } as Deno.ServeHandlerInfo
  assert.equal(clientIp(request({ "CF-Connecting-IP": "203.0.113.5" }), SOCKET_ADDRESS, info), "127.0.0.1")
})
