// The send-contact-email handler driven with real Requests against a real PostgreSQL (Debian's
// server or PGlite, chosen by TEST_DATABASE) and a loopback email API that fails on demand.
import assert from "node:assert/strict"
import postgres from "postgres"
import { ENQUIRY_LIMITS, COUNTRY_CODES } from "../_shared/enquiry.ts"
import { composeEnquiryEmail } from "../send-contact-email/email.ts"
import { enquiryIdFor } from "../send-contact-email/enquiry-id.ts"
import { createStore } from "../send-contact-email/store.ts"
import { resendMailer } from "../send-contact-email/mailer.ts"
import { freePort } from "./support/database.ts"
import { FUNCTION_URL, post, retryRequest, SITE, startHarness, VALID } from "./support/harness.ts"

const h = await startHarness()

Deno.test({
  name: `send-contact-email (${h.db.kind})`,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const step = (name: string, fn: () => Promise<void>) =>
      t.step(name, async () => {
        await h.reset()
        await fn()
      })

    try {
      await step("answers a preflight from the site with its CORS headers", async () => {
        const response = await h.handler()(
          new Request(FUNCTION_URL, {
            method: "OPTIONS",
            headers: {
              Origin: SITE,
              "Access-Control-Request-Method": "POST",
              "Access-Control-Request-Headers": "content-type, idempotency-key",
            },
          }),
        )
        assert.equal(response.status, 204)
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
        assert.match(response.headers.get("Access-Control-Allow-Headers") ?? "", /idempotency-key/)
        assert.match(response.headers.get("Access-Control-Allow-Methods") ?? "", /POST/)
      })

      await step("allows the development origin from configuration", async () => {
        const response = await h.handler()(post(VALID, { origin: "http://localhost:8000" }))
        assert.equal(response.status, 200)
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), "http://localhost:8000")
      })

      await step("refuses a foreign origin, without CORS headers and without storing", async () => {
        const preflight = await h.handler()(
          new Request(FUNCTION_URL, { method: "OPTIONS", headers: { Origin: "https://evil.example" } }),
        )
        assert.equal(preflight.status, 403)
        assert.equal(preflight.headers.get("Access-Control-Allow-Origin"), null)
        const response = await h.handler()(post(VALID, { origin: "https://evil.example" }))
        assert.equal(response.status, 403)
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), null)
        assert.equal((await h.rows()).length, 0)
      })

      await step("405 for other methods, with Allow and CORS headers", async () => {
        const response = await h.handler()(
          new Request(FUNCTION_URL, { method: "GET", headers: { Origin: SITE } }),
        )
        assert.equal(response.status, 405)
        assert.equal(response.headers.get("Allow"), "POST, OPTIONS")
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
      })

      await step("415 when the body is not JSON", async () => {
        const response = await h.handler()(
          post("firstName=Mia", { contentType: "application/x-www-form-urlencoded" }),
        )
        assert.equal(response.status, 415)
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
      })

      await step("413 past the size limit, declared or streamed", async () => {
        const big = { ...VALID, projectDetails: "x".repeat(17 * 1024) }
        assert.equal((await h.handler()(post(big))).status, 413)
        const stream = new Blob([JSON.stringify(big)]).stream()
        const chunked = new Request(FUNCTION_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: SITE },
          body: stream,
        })
        const streamed = await h.handler()(chunked)
        assert.equal(streamed.status, 413)
        assert.equal(streamed.headers.get("Access-Control-Allow-Origin"), SITE)
        assert.equal((await h.rows()).length, 0)
      })

      await step("400 for malformed JSON, invalid UTF-8 and a malformed idempotency key", async () => {
        const malformed = await h.handler()(post('{"firstName": "Mia",'))
        assert.equal(malformed.status, 400)
        assert.equal(malformed.headers.get("Access-Control-Allow-Origin"), SITE)
        const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])
        const invalid = new Request(FUNCTION_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: SITE },
          body: bytes,
        })
        assert.equal((await h.handler()(invalid)).status, 400)
        assert.equal((await h.handler()(post(VALID, { key: "bad key!" }))).status, 400)
        assert.equal((await h.rows()).length, 0)
      })

      await step(
        "422 with a message per field for every rule, at and past its bounds; nothing stored",
        async () => {
          const handle = h.handler()
          const expectInvalid = async (body: unknown, field: string, message: RegExp) => {
            const response = await handle(post(body))
            assert.equal(response.status, 422, `${JSON.stringify(body).slice(0, 80)} should be refused`)
            assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
            const json = await response.json()
            assert.match(json.fields[field], message)
          }
          for (const field of ["firstName", "lastName", "email", "projectDetails"] as const) {
            await expectInvalid({ ...VALID, [field]: "" }, field, /required/)
            await expectInvalid({ ...VALID, [field]: "   " }, field, /required/)
          }
          for (const [field, max] of Object.entries(ENQUIRY_LIMITS)) {
            const at =
              field === "email"
                ? `${"a".repeat(max - 7)}@ab.com`
                : field === "phone"
                  ? "1".repeat(max)
                  : "a".repeat(max)
            await expectInvalid(
              { ...VALID, [field]: field === "email" ? `a${at}` : `${at}1` },
              field,
              new RegExp(`at most ${max}`),
            )
            assert.equal(
              (await handle(post({ ...VALID, [field]: at }))).status,
              200,
              `${field} at ${max} should pass`,
            )
          }
          await expectInvalid({ ...VALID, email: "mia@grindstone" }, "email", /valid email/)
          await expectInvalid({ ...VALID, countryCode: "+7" }, "countryCode", /country code/)
          await expectInvalid({ ...VALID, phone: "call me" }, "phone", /digits/)
          await expectInvalid({ ...VALID, firstName: 42 }, "firstName", /must be text/)
          await expectInvalid({ ...VALID, admin: true }, "enquiry", /Unexpected field/)
          await expectInvalid([VALID], "enquiry", /object/)
          for (const countryCode of COUNTRY_CODES)
            assert.equal((await handle(post({ ...VALID, countryCode }))).status, 200)
          // Only the at-the-bound and country-code submissions above were stored.
          assert.equal((await h.rows()).length, Object.keys(ENQUIRY_LIMITS).length + COUNTRY_CODES.length)
        },
      )

      await step("stores the enquiry with its metadata and emails the agency once", async () => {
        const response = await h.handler()(
          post(
            { ...VALID, firstName: "  Mia " },
            { key: "form-attempt-0001", headers: { "User-Agent": "Test browser" } },
          ),
        )
        assert.equal(response.status, 200)
        const { id, received } = await response.json()
        assert.equal(received, true)
        const [row] = await h.rows()
        assert.equal(row.id, id)
        assert.deepEqual(
          [
            row.first_name,
            row.last_name,
            row.email,
            row.country_code,
            row.phone,
            row.business_type,
            row.project_details,
          ],
          [
            VALID.firstName,
            VALID.lastName,
            VALID.email,
            VALID.countryCode,
            VALID.phone,
            VALID.businessType,
            VALID.projectDetails,
          ],
        )
        assert.equal(row.client_ip, "203.0.113.7")
        assert.equal(row.user_agent, "Test browser")
        assert.equal(row.origin, SITE)
        assert.equal(row.notification_status, "sent")
        assert.equal(row.notification_attempts, 1)
        const [email] = h.email.delivered()
        assert.equal(h.email.attempts.length, 1)
        assert.equal(email.idempotencyKey, id)
        assert.equal(email.authorization, "Bearer re_test_key")
        assert.deepEqual(email.to, ["hello@roamcreative.com.au"])
        assert.equal(email.reply_to, VALID.email)
        assert.equal(email.subject, "New enquiry: Mia Nguyen (Cafe)")
        for (const value of [VALID.email, VALID.phone, VALID.projectDetails]) {
          assert.ok(email.text.includes(value), `text part shows ${value}`)
          assert.ok(email.html.includes(value), `html part shows ${value}`)
        }
      })

      await step(
        "refuses CR/LF and control characters in single-line fields (header injection)",
        async () => {
          const handle = h.handler()
          for (const [field, value] of [
            ["firstName", "Mia\r\nBcc: victim@example.com"],
            ["lastName", "Nguyen\nX-Injected: yes"],
            ["businessType", "Cafe\u0000"],
            ["email", "mia@example.com\r\nBcc: victim@example.com"],
          ]) {
            const response = await handle(post({ ...VALID, [field]: value }))
            assert.equal(response.status, 422, `${field} with a line break must be refused`)
          }
          assert.equal((await h.rows()).length, 0)
          assert.equal(h.email.attempts.length, 0)
        },
      )

      await step("escapes HTML in the email and keeps every header on one line", async () => {
        const hostile = {
          ...VALID,
          firstName: "Mia\u2003&amp;",
          lastName: "<img src=x onerror=alert(1)>",
          businessType: 'Cafe "Bar" <b>',
          projectDetails: '<script>alert("x")</script> & "quotes" \'single\'\nSecond line',
        }
        assert.equal((await h.handler()(post(hostile))).status, 200)
        const [email] = h.email.delivered()
        assert.ok(!/[\r\n]/.test(email.subject), "subject is one line")
        assert.ok(!/[\r\n]/.test(email.reply_to), "reply-to is one line")
        assert.ok(!email.html.includes("<script>"), "no script tag in the HTML part")
        assert.ok(!email.html.includes("<img src=x"), "no injected image in the HTML part")
        assert.ok(
          email.html.includes(
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;\nSecond line",
          ),
        )
        assert.ok(
          email.html.includes("Mia\u2003&amp;amp;"),
          "an entity typed by the visitor is shown, not interpreted",
        )
        assert.ok(email.text.includes(hostile.projectDetails), "the text part keeps the words as written")
      })

      await step("a repeated idempotency key returns the first result: one row, one email", async () => {
        const handle = h.handler()
        const first = await (await handle(post(VALID, { key: "form-attempt-0002" }))).json()
        const repeats = await Promise.all(
          Array.from({ length: 10 }, () => handle(post(VALID, { key: "form-attempt-0002" }))),
        )
        for (const response of repeats) {
          assert.equal(response.status, 200)
          assert.equal((await response.json()).id, first.id)
        }
        assert.equal((await h.rows()).length, 1)
        assert.equal(h.email.attempts.length, 1)
      })

      await step("concurrent first submissions with one key still store once", async () => {
        const handle = h.handler()
        const responses = await Promise.all(
          Array.from({ length: 8 }, () => handle(post(VALID, { key: "form-attempt-race" }))),
        )
        const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)))
        assert.equal(ids.size, 1)
        assert.equal((await h.rows()).length, 1)
        assert.equal(h.email.attempts.length, 1)
      })

      await step("honeypot: answered like success, stored flagged, never emailed", async () => {
        const response = await h.handler()(post({ ...VALID, website: "http://cheap-seo.example" }))
        assert.equal(response.status, 200)
        assert.equal((await response.json()).received, true)
        const [row] = await h.rows()
        assert.equal(row.is_spam, true)
        assert.equal(row.notification_status, "skipped")
        assert.equal(h.email.attempts.length, 0)
        const human = await h.handler()(post({ ...VALID, website: "" }))
        assert.equal(human.status, 200)
        assert.equal(h.email.attempts.length, 1, "an empty honeypot is a person")
      })

      await step("rate limit per client address and per email address, with Retry-After", async () => {
        const handle = h.handler({
          RATE_LIMIT_PER_CLIENT: "2",
          RATE_LIMIT_PER_EMAIL: "3",
          RATE_LIMIT_WINDOW_SECONDS: "600",
        })
        for (let index = 0; index < 2; index += 1) {
          assert.equal(
            (await handle(post({ ...VALID, email: `visitor${index}@example.com` }), "198.51.100.1")).status,
            200,
          )
        }
        const limited = await handle(post({ ...VALID, email: "visitor9@example.com" }), "198.51.100.1")
        assert.equal(limited.status, 429)
        const retryAfter = Number(limited.headers.get("Retry-After"))
        assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`)
        assert.equal(limited.headers.get("Access-Control-Allow-Origin"), SITE)
        assert.equal(
          limited.headers.get("Access-Control-Expose-Headers"),
          "Retry-After",
          "the form may read Retry-After",
        )
        assert.equal(
          (await handle(post({ ...VALID, email: "other@example.com" }), "198.51.100.2")).status,
          200,
          "another client is not limited",
        )

        for (let index = 0; index < 3; index += 1) {
          assert.equal(
            (await handle(post({ ...VALID, email: "Same@Example.com" }), `192.0.2.${index}`)).status,
            200,
          )
        }
        assert.equal(
          (await handle(post({ ...VALID, email: "same@example.com" }), "192.0.2.99")).status,
          429,
          "email limit ignores case",
        )
        assert.equal((await h.rows()).length, 6)
      })

      await step(
        "Retry-After counts from the enquiry whose expiry brings the client under a lowered limit",
        async () => {
          const handle = h.handler({ RATE_LIMIT_WINDOW_SECONDS: "600" })
          for (const age of [500, 300, 100]) {
            const { id } = await (
              await handle(post({ ...VALID, email: `aged${age}@example.com` }), "198.51.100.77")
            ).json()
            await h.db
              .sql`update contact_enquiries set created_at = now() - make_interval(secs => ${age}) where id = ${id}`
          }
          const limited = await h.handler({ RATE_LIMIT_WINDOW_SECONDS: "600", RATE_LIMIT_PER_CLIENT: "2" })(
            post(VALID),
            "198.51.100.77",
          )
          assert.equal(limited.status, 429)
          // Under 2 again once the one sent 300 s ago leaves the 600 s window, not when the oldest does.
          const retryAfter = Number(limited.headers.get("Retry-After"))
          assert.ok(retryAfter >= 295 && retryAfter <= 301, `Retry-After ${retryAfter}, expected about 300`)
        },
      )

      await step("burst from one client cannot slip past the limit", async () => {
        const handle = h.handler({ RATE_LIMIT_PER_CLIENT: "5" })
        const statuses = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            handle(post({ ...VALID, email: `burst${index}@example.com` }), "198.51.100.50").then(
              (r) => r.status,
            ),
          ),
        )
        assert.equal(statuses.filter((status) => status === 200).length, 5)
        assert.equal(statuses.filter((status) => status === 429).length, 15)
      })

      for (const mode of ["error", "rate_limited", "hang"] as const) {
        await step(
          `email API ${mode}: stored as pending, visitor told it was received, then delivered once by the retry path`,
          async () => {
            const handle = h.handler()
            h.email.mode = mode
            const response = await handle(post(VALID))
            assert.equal(response.status, 200)
            const { id } = await response.json()
            let [row] = await h.rows()
            assert.equal(row.notification_status, "pending")
            assert.equal(row.notification_attempts, 1)
            assert.match(String(row.last_error), mode === "hang" ? /timed out/ : /answered (500|429)/)
            assert.ok(
              new Date(String(row.next_attempt_at)).getTime() > Date.now(),
              "backs off before the next attempt",
            )

            // Not due yet: the retry path leaves it alone.
            assert.deepEqual(await (await handle(retryRequest())).json(), { attempted: 0, sent: 0 })

            h.email.mode = "ok"
            await h.db
              .sql`update contact_enquiries set next_attempt_at = now() - interval '1 second' where id = ${id}`
            assert.deepEqual(await (await handle(retryRequest())).json(), { attempted: 1, sent: 1 })
            assert.deepEqual(await (await handle(retryRequest())).json(), { attempted: 0, sent: 0 })
            ;[row] = await h.rows()
            assert.equal(row.notification_status, "sent")
            assert.equal(row.notification_attempts, 2)
            assert.equal(h.email.attempts.length, 2, "one failed attempt, one delivery")
            assert.equal(h.email.delivered().length, 1)
            assert.equal(h.email.delivered()[0].idempotencyKey, id)
          },
        )
      }

      await step("two retry workers at once never send one notification twice", async () => {
        const handle = h.handler()
        h.email.mode = "error"
        for (let index = 0; index < 3; index += 1)
          await handle(post({ ...VALID, email: `queued${index}@example.com` }))
        h.email.mode = "ok"
        await h.db.sql`update contact_enquiries set next_attempt_at = now() - interval '1 second'`
        const results = await Promise.all(
          [handle(retryRequest()), handle(retryRequest())].map(async (r) => (await r).json()),
        )
        assert.equal(
          results.reduce((total, { attempted }) => total + attempted, 0),
          3,
        )
        assert.equal(h.email.attempts.length, 6, "three failed first attempts, then one delivery each")
        assert.equal(h.email.delivered().length, 3)
        const rows = await h.rows()
        assert.deepEqual(
          rows.map((row) => [row.notification_status, row.notification_attempts]),
          Array(3).fill(["sent", 2]),
        )
      })

      await step(
        "the email API still busy with the same key: the notification waits as pending",
        async () => {
          h.email.mode = "conflict"
          assert.equal((await h.handler()(post(VALID))).status, 200)
          const [row] = await h.rows()
          assert.equal(row.notification_status, "pending")
          assert.match(String(row.last_error), /409 \(concurrent_idempotent_requests\)/)
        },
      )

      await step(
        "a second message under a key the email API already delivered counts as delivered",
        async () => {
          const mailer = resendMailer({ apiKey: "re_test_key", url: h.email.url, timeoutMs: 500 })
          const message = composeEnquiryEmail(
            { ...VALID, countryCode: "+61" },
            { id: "reference", receivedAt: new Date("2026-11-21T09:00:00Z") },
            { from: "a@example.com", to: "b@example.com" },
          )
          await mailer.send(message, "same-key")
          await mailer.send({ ...message, text: `${message.text}\nReceived again` }, "same-key")
          assert.equal(h.email.attempts.length, 2)
          assert.equal(h.email.delivered().length, 1)
        },
      )

      await step(
        "stored and emailed but the database fails to record it: still a success, and the retry path does not email twice",
        async () => {
          const store = createStore(h.db.sql)
          store.markSent = () => Promise.reject(new Error("connection reset"))
          const response = await h.handler({}, { store })(post(VALID))
          assert.equal(response.status, 200, "the visitor is told it was received")
          const { id } = await response.json()
          await h.db
            .sql`update contact_enquiries set next_attempt_at = now() - interval '1 second' where id = ${id}`
          assert.deepEqual(await (await h.handler()(retryRequest())).json(), { attempted: 1, sent: 1 })
          const [row] = await h.rows()
          assert.equal(row.notification_status, "sent")
          assert.equal(h.email.attempts.length, 2)
          assert.equal(h.email.delivered().length, 1, "the agency gets one email")
        },
      )

      await step(
        "a notification that keeps failing is marked failed after the maximum attempts",
        async () => {
          const handle = h.handler({ NOTIFY_MAX_ATTEMPTS: "3" })
          h.email.mode = "error"
          const { id } = await (await handle(post(VALID))).json()
          for (let attempt = 2; attempt <= 3; attempt += 1) {
            await h.db
              .sql`update contact_enquiries set next_attempt_at = now() - interval '1 second' where id = ${id}`
            await handle(retryRequest())
          }
          const [row] = await h.rows()
          assert.equal(row.notification_status, "failed")
          assert.equal(row.notification_attempts, 3)
          assert.equal(row.next_attempt_at, null)
        },
      )

      await step("a message the email API rejects outright is failed at once", async () => {
        h.email.mode = "reject"
        assert.equal((await h.handler()(post(VALID))).status, 200)
        const [row] = await h.rows()
        assert.equal(row.notification_status, "failed")
      })

      await step("the retry entry point needs the scheduler's secret", async () => {
        assert.equal((await h.handler()(retryRequest("wrong"))).status, 401)
        assert.equal((await h.handler({ RETRY_SECRET: "" })(retryRequest())).status, 404)
      })

      await step(
        "database down: emails the agency anyway; once it is back, the visitor's retry is stored without a second email",
        async () => {
          const dead = postgres(`postgres://postgres@127.0.0.1:${freePort()}/postgres`, {
            max: 1,
            connect_timeout: 1,
            onnotice: () => {},
          })
          const key = "form-attempt-dbdown"
          const offline = h.handler({}, { store: createStore(dead) })
          assert.equal((await offline(post(VALID, { key }))).status, 200)
          assert.equal(
            (await offline(post(VALID, { key }))).status,
            200,
            "a repeat while the database is down is still a success",
          )
          assert.equal((await offline(post({ ...VALID, website: "spam" }))).status, 200)
          assert.equal(h.email.delivered().length, 1, "one email, and none for the bot")
          const id = await enquiryIdFor(key)
          assert.equal(h.email.delivered()[0].idempotencyKey, id)

          const response = await h.handler()(post(VALID, { key }))
          assert.equal((await response.json()).id, id)
          const [row] = await h.rows()
          assert.equal(row.notification_status, "sent")
          assert.equal(h.email.delivered().length, 1, "the agency is not emailed again")
          await dead.end({ timeout: 0 })
        },
      )

      await step(
        "a database that does not answer in time: emailed without storing, and the retry is stored without a second email",
        async () => {
          const key = "form-attempt-slowdb"
          let locked!: () => void
          let release!: () => void
          const lockTaken = new Promise<void>((resolve) => (locked = resolve))
          const released = new Promise<void>((resolve) => (release = resolve))
          const holder = h.db.sql.begin(async (tx) => {
            await tx`select pg_advisory_xact_lock(hashtextextended(${`key:${key}`}, 0))`
            locked()
            await released
          })
          await lockTaken
          const started = performance.now()
          const response = await h.handler({ DB_TIMEOUT_MS: "300" })(post(VALID, { key }))
          assert.equal(response.status, 200)
          assert.ok(performance.now() - started < 3000, "the visitor is not kept waiting")
          assert.equal(h.logs.at(-1)?.outcome, "unstored_sent", "the held lock made storing time out")
          assert.equal(h.email.delivered().length, 1)
          release()
          await holder

          assert.equal((await h.handler()(post(VALID, { key }))).status, 200)
          await h.db
            .sql`update contact_enquiries set next_attempt_at = now() - interval '1 second' where notification_status = 'pending'`
          await h.handler()(retryRequest())
          const rows = await h.rows()
          assert.deepEqual(
            rows.map((row) => [row.id, row.notification_status]),
            [[await enquiryIdFor(key), "sent"]],
          )
          assert.equal(h.email.delivered().length, 1, "the agency is emailed once")
        },
      )

      await step("database and email both down: 503 so the form keeps the visitor's values", async () => {
        const dead = postgres(`postgres://postgres@127.0.0.1:${freePort()}/postgres`, {
          max: 1,
          connect_timeout: 1,
          onnotice: () => {},
        })
        h.email.mode = "error"
        const response = await h.handler({}, { store: createStore(dead) })(post(VALID))
        assert.equal(response.status, 503)
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
        await dead.end({ timeout: 0 })
      })

      await step("internal errors never reach the client", async () => {
        const broken = createStore(h.db.sql)
        broken.insert = () => Promise.reject(new Error("relation secret_table_name does not exist"))
        const response = await h.handler({}, { store: broken })(post(VALID))
        assert.equal(response.status, 500)
        const text = await response.text()
        assert.ok(!text.includes("secret_table_name"), text)
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
      })

      await step(
        "logs one JSON-ready line per request with outcome and duration, never the message",
        async () => {
          const handle = h.handler()
          await handle(post(VALID))
          await handle(post({ ...VALID, email: "" }))
          assert.equal(h.logs.length, 2)
          assert.deepEqual(
            h.logs.map((entry) => [entry.outcome, entry.status]),
            [
              ["stored_and_sent", 200],
              ["invalid", 422],
            ],
          )
          assert.ok(h.logs.every((entry) => typeof entry.durationMs === "number"))
          assert.ok(typeof h.logs[0].enquiryId === "string")
          const serialised = JSON.stringify(h.logs)
          for (const value of [VALID.projectDetails, VALID.email, VALID.phone])
            assert.ok(!serialised.includes(value))
        },
      )

      await step("a mailer without an API key leaves the enquiry pending instead of losing it", async () => {
        const handle = h.handler(
          {},
          {
            mailer: resendMailer({
              apiKey: "",
              url: `http://127.0.0.1:${freePort()}/emails`,
              timeoutMs: 200,
            }),
          },
        )
        assert.equal((await handle(post(VALID))).status, 200)
        const [row] = await h.rows()
        assert.equal(row.notification_status, "pending")
      })
    } finally {
      await h.stop()
    }
  },
})
