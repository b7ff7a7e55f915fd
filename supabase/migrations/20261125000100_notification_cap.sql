-- A bounded inbox and retries for the whole window (issue 21).
--
-- Individual notification emails are capped across all visitors (NOTIFY_CAP per NOTIFY_CAP_WINDOW_SECONDS,
-- default 20 an hour): an enquiry stored while the cap is reached is still stored and accepted, but
-- waits for a digest (delivery = 'digest'): at most one email per window that counts and lists every
-- enquiry waiting. A row that took one of the cap's slots carries individual_slot_at.
--
-- The email API's idempotency key is now a column of its own (delivery_key) instead of the id, so an
-- operator can requeue a failed notification with a new key and a new 23-hour window
-- (enquiry_jobs.requeue_failed below). Existing rows keep their id as key: a retry of one that was
-- already attempted is still recognised.
alter table public.contact_enquiries
  add column delivery_key uuid,
  add column delivery text not null default 'individual' check (delivery in ('individual', 'digest')),
  add column individual_slot_at timestamptz,
  -- The digest a waiting row went out in (its idempotency key) and when it was put in it.
  add column digest_id uuid,
  add column digested_at timestamptz;

update public.contact_enquiries set delivery_key = id;
alter table public.contact_enquiries
  alter column delivery_key set default gen_random_uuid(),
  alter column delivery_key set not null;

-- One row per individual email the cap let through, counted per window. A table of its own so that
-- requeueing a row (which then needs a slot again) does not give back the slot its first email used.
create table public.contact_notification_slots (
  id bigint generated always as identity primary key,
  taken_at timestamptz not null default now()
);
create index contact_notification_slots_taken_at_idx on public.contact_notification_slots (taken_at);
alter table public.contact_notification_slots enable row level security;
create index contact_enquiries_digest_idx on public.contact_enquiries (digest_id) where digest_id is not null;
create index contact_enquiries_waiting_digest_idx on public.contact_enquiries (created_at)
  where delivery = 'digest' and digest_id is null and notification_status = 'pending';

comment on column public.contact_enquiries.retry_until is
  'Retried (with backoff capped at NOTIFY_RETRY_MAX_SECONDS) until then, then failed: the email API forgets delivery_key after 24 hours. enquiry_jobs.requeue_failed gives a failed row a new key and a new window.';

-- After the cause of failed notifications is fixed (docs/enquiry-backend.md, "Requeue"):
--   select enquiry_jobs.requeue_failed();                       -- every failed one
--   select enquiry_jobs.requeue_failed(array['<id>']::uuid[]);  -- chosen ones
-- Each gets a new idempotency key and a new 23-hour retry window, so within one window the email API
-- still sends it at most once. It goes out individually if the cap allows, else in the next digest.
create or replace function enquiry_jobs.requeue_failed(only_ids uuid[] default null) returns integer
language sql
as $function$
  with requeued as (
    update public.contact_enquiries
    set notification_status = 'pending', next_attempt_at = now(), retry_until = now() + interval '23 hours',
        delivery_key = gen_random_uuid(), delivery = 'individual', individual_slot_at = null,
        digest_id = null, digested_at = null, last_error = null, last_error_kind = null
    where notification_status = 'failed' and not is_spam and (only_ids is null or id = any(only_ids))
    returning 1
  )
  select count(*)::int from requeued
$function$;
revoke all on function enquiry_jobs.requeue_failed(uuid[]) from public;
