// Retries without a person: after each new enquiry in the background, and on pg_cron's schedule
// through pg_net, both through the real wiring (createApp, as index.ts serves it).
import assert from "node:assert/strict"
import { FUNCTION_URL, openFixture, RETRY_SECRET, VALID } from "./support/harness.ts"

Deno.test("a new enquiry retries due notifications in the background", async () => {
  await using t = await openFixture({ env: { NOTIFY_RETRY_BATCH: "5" } })
  // An earlier enquiry whose notification is due again (its first attempt failed a while ago).
  await t.sql`
    insert into contact_enquiries (first_name, last_name, email, project_details, notification_attempts, next_attempt_at)
    values ('Ava', 'Smith', 'ava@example.com', 'Shoot', 1, now() - interval '1 second')`
  await (await t.send(VALID)).body?.cancel()
  await t.app.settled()
  assert.deepEqual(
    (await t.rows()).map((row) => row.notification_status),
    ["sent", "sent"],
    JSON.stringify(t.logs),
  )
  assert.equal(t.email.deliveries.length, 2)
})

Deno.test("the scheduled call reads Vault and reaches /retry, which delivers what is due", async () => {
  await using t = await openFixture()
  await t.storePending()
  await t.makeDue()
  // Stand-ins for Vault and pg_net with their documented signatures, only inside this transaction.
  const [call] = await t.sql
    .begin(async (tx) => {
      await tx`create schema vault`
      await tx.unsafe(`create view vault.decrypted_secrets (name, decrypted_secret) as values
        ('project_url', 'https://project.supabase.co'), ('anon_key', 'anon-key'),
        ('enquiry_retry_secret', '${RETRY_SECRET}')`)
      await tx`create schema net`
      await tx`create table net.calls (url text, headers jsonb, body jsonb, timeout_milliseconds int)`
      await tx`create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
          headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
        language sql as $$ insert into net.calls values (url, headers, body, timeout_milliseconds); select 1::bigint $$`
      await tx`select enquiry_jobs.call_retry()`
      const calls = await tx`select * from net.calls`
      throw Object.assign(new Error("roll back the stand-ins"), { calls })
    })
    .catch((error) => {
      if (!error.calls) throw error
      return error.calls as Record<string, unknown>[]
    })
  assert.equal(call.url, `${FUNCTION_URL}/retry`)
  assert.ok(Number(call.timeout_milliseconds) > 20_000, "pg_net waits longer than the retry budget")
  const headers = call.headers as Record<string, string>
  assert.equal(headers.Authorization, "Bearer anon-key")

  const response = await t.app.handle(
    new Request(String(call.url), { method: "POST", headers, body: JSON.stringify(call.body) }),
  )
  assert.deepEqual(await response.json(), { expired: 0, attempted: 1, sent: 1 })
  assert.equal(t.email.deliveries.length, 1)
})

Deno.test("the scheduled call refuses to post with a Vault secret missing, naming it", async () => {
  await using t = await openFixture()
  const failure = await t.sql
    .begin(async (tx) => {
      await tx`create schema vault`
      await tx.unsafe(`create view vault.decrypted_secrets (name, decrypted_secret) as values
        ('project_url', 'https://project.supabase.co'), ('anon_key', 'anon-key')`)
      await tx`create schema net`
      await tx`create table net.calls (url text)`
      await tx`create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
          headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
        language sql as $$ insert into net.calls values (url); select 1::bigint $$`
      await tx`select enquiry_jobs.call_retry()`
    })
    .then(
      () => null,
      (error: Error) => error.message,
    )
  assert.match(String(failure), /Vault secret\(s\) missing: enquiry_retry_secret/)
})
