-- The enquiry backend's database (docs/enquiry-backend.md), written only by send-contact-email; row
-- level security, with policies for the function's role alone, keeps every table from the anon key.

-- Every enquiry from the contact form, stored before the agency is emailed so that none is lost.
create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),

  -- The form's fields, checked by supabase/functions/_shared/enquiry.ts before they are stored.
  first_name text not null,
  last_name text not null,
  email text not null,
  country_code text not null,
  phone text not null default '',
  business_type text not null default '',
  project_details text not null,

  -- The visitor's address (IPv4 or IPv6 /64) and /48, only for the limits: the purge clears them.
  idempotency_key text unique,
  client_ip text,
  client_prefix text,
  origin text,
  -- Filled the honeypot field: kept for review, never emailed.
  is_spam boolean not null default false,

  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'failed', 'skipped', 'followed_up')),
  notification_attempts integer not null default 0 check (notification_attempts >= 0),
  next_attempt_at timestamptz,
  -- Resend keeps an idempotency key for 24 hours: retries stop an hour before, so none sends twice.
  retry_until timestamptz not null default now() + interval '23 hours',
  delivery_key uuid not null default gen_random_uuid(),
  last_error text,
  last_error_kind text check (last_error_kind in ('temporary', 'configuration', 'refused', 'unconfirmed')),
  notified_at timestamptz,
  delivery text not null default 'individual' check (delivery in ('individual', 'digest')),
  individual_slot_at timestamptz,
  digest_id uuid,
  digested_at timestamptz,

  constraint contact_enquiries_spam_never_sent check (not is_spam or notification_status = 'skipped'),
  constraint contact_enquiries_sent_has_time check (notification_status <> 'sent' or notified_at is not null)
);

comment on table public.contact_enquiries is
  'Website contact form enquiries. notification_status: pending (email not yet delivered, retried with backoff until retry_until), sent, failed (see last_error and last_error_kind: follow up by hand, then set followed_up), skipped (spam), followed_up.';

-- The limits count recent rows per visitor, /48 and email address, and (the ceilings) enquiries or spam.
create index contact_enquiries_client_ip_created_at_idx on public.contact_enquiries (client_ip, created_at);
create index contact_enquiries_client_prefix_created_at_idx
  on public.contact_enquiries (client_prefix, created_at) where client_prefix is not null;
create index contact_enquiries_email_created_at_idx on public.contact_enquiries (lower(email), created_at);
create index contact_enquiries_created_at_idx on public.contact_enquiries (created_at);
-- The retry path and the health answer look for undelivered notifications and waiting digests.
create index contact_enquiries_undelivered_idx on public.contact_enquiries (next_attempt_at)
  where notification_status in ('pending', 'failed');
create index contact_enquiries_digest_idx on public.contact_enquiries (digest_id) where digest_id is not null;
create index contact_enquiries_waiting_digest_idx on public.contact_enquiries (created_at)
  where delivery = 'digest' and digest_id is null and notification_status = 'pending';

alter table public.contact_enquiries enable row level security;

-- Submissions refused with a 422 count towards the same rate limits: only the address and the time.
create table public.contact_refusals (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  client_ip text not null,
  client_prefix text
);

create index contact_refusals_client_ip_created_at_idx on public.contact_refusals (client_ip, created_at);
create index contact_refusals_client_prefix_created_at_idx
  on public.contact_refusals (client_prefix, created_at) where client_prefix is not null;

alter table public.contact_refusals enable row level security;

-- Counts per minute of what has no row of its own: individual emails the cap let through (so a requeue
-- gives no slot back), honeypot spam past its budgets, enquiries refused at the ceiling. No personal data.
create table public.contact_counts (
  minute timestamptz not null,
  what text not null check (what in ('email', 'spam', 'ceiling')),
  times integer not null default 1,
  primary key (minute, what)
);
alter table public.contact_counts enable row level security;

create schema if not exists enquiry_jobs;
revoke all on schema enquiry_jobs from public;

-- Each scheduled job's last finished run; the health answer counts silence from the later of the two.
create table enquiry_jobs.job_runs (
  job text primary key,
  expected_since timestamptz not null default now(),
  last_success_at timestamptz
);
insert into enquiry_jobs.job_runs (job) values ('retry'), ('purge');

-- The function's login (ENQUIRY_DB_URL, its password set by hand): its tables' rows, not even a delete.
create role enquiry_function login;
grant usage on schema enquiry_jobs to enquiry_function;
grant select, insert, update on public.contact_enquiries, public.contact_counts to enquiry_function;
grant select, insert on public.contact_refusals to enquiry_function;
grant select, update on enquiry_jobs.job_runs to enquiry_function;
create policy function_rows on public.contact_enquiries to enquiry_function using (true) with check (true);
create policy function_rows on public.contact_counts to enquiry_function using (true) with check (true);
create policy function_rows on public.contact_refusals to enquiry_function using (true) with check (true);

-- Requeues failed rows as new ones: a new idempotency key and window, so still at most one email per window.
create function enquiry_jobs.requeue_failed(only_ids uuid[] default null) returns integer
language sql
as $function$
  with requeued as (
    update public.contact_enquiries
    set notification_status = default, next_attempt_at = now(), retry_until = default,
        delivery_key = default, delivery = default, individual_slot_at = null,
        digest_id = null, digested_at = null, last_error = null, last_error_kind = null
    where notification_status = 'failed' and not is_spam and (only_ids is null or id = any(only_ids))
    returning 1
  )
  select count(*)::int from requeued
$function$;
revoke all on function enquiry_jobs.requeue_failed(uuid[]) from public;

-- The hourly purge; the defaults are the privacy page's periods (supabase/functions/_shared/retention.ts).
create function enquiry_jobs.purge_personal_data(
  address_after interval default interval '1 hour',
  spam_after interval default interval '30 days',
  enquiries_after interval default interval '24 months'
) returns jsonb
language plpgsql
as $function$
declare
  spam integer;
  addresses integer;
  refusals integer;
  enquiries integer;
begin
  delete from public.contact_enquiries where is_spam and created_at < now() - spam_after;
  get diagnostics spam = row_count;
  delete from public.contact_enquiries where created_at < now() - enquiries_after;
  get diagnostics enquiries = row_count;
  update public.contact_enquiries set client_ip = null, client_prefix = null
  where created_at < now() - address_after and (client_ip is not null or client_prefix is not null);
  get diagnostics addresses = row_count;
  delete from public.contact_refusals where created_at < now() - address_after;
  get diagnostics refusals = row_count;
  -- Counts hold no personal data; two days outlast any window, and a digest's retries.
  delete from public.contact_counts where minute < now() - interval '2 days';
  update enquiry_jobs.job_runs set last_success_at = now() where job = 'purge';
  return jsonb_build_object('spam_deleted', spam, 'enquiries_deleted', enquiries,
    'addresses_cleared', addresses, 'refusals_deleted', refusals);
end;
$function$;
revoke all on function enquiry_jobs.purge_personal_data(interval, interval, interval) from public;

-- The retry call's Vault secrets and the names of those missing (PL/pgSQL finds Vault only when run).
create function enquiry_jobs.retry_secrets(out secrets jsonb, out missing text)
language plpgsql
as $function$
begin
  select jsonb_object_agg(name, decrypted_secret) into secrets from vault.decrypted_secrets
  where name in ('project_url', 'anon_key', 'enquiry_retry_secret') and coalesce(decrypted_secret, '') <> '';
  select string_agg(needed, ', ') into missing
  from unnest(array['project_url', 'anon_key', 'enquiry_retry_secret']) as needed
  where secrets ->> needed is null;
end;
$function$;
revoke all on function enquiry_jobs.retry_secrets() from public;

-- One call of /retry, as Supabase documents for scheduling functions: pg_net waits up to 25 s, longer
-- than RETRY_BUDGET_MS. A missing secret raises, so the run fails in cron.job_run_details.
create function enquiry_jobs.call_retry() returns bigint
language plpgsql
as $function$
declare
  secret record := enquiry_jobs.retry_secrets();
begin
  if secret.missing is not null then
    raise exception 'Vault secret(s) missing: %; see docs/enquiry-backend.md, "Retries"', secret.missing;
  end if;
  return net.http_post(
    url := (secret.secrets ->> 'project_url') || '/functions/v1/send-contact-email/retry',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (secret.secrets ->> 'anon_key'),
      'X-Retry-Secret', secret.secrets ->> 'enquiry_retry_secret'
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 25000
  );
end;
$function$;
revoke all on function enquiry_jobs.call_retry() from public;

-- Schedules what this database can run, else a NOTICE says why; re-running replaces the jobs by name.
create function enquiry_jobs.schedule_jobs() returns text
language plpgsql
as $function$
declare
  missing_secrets text;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    raise notice 'Jobs not scheduled: pg_cron is not installed here (the local stack runs them on its own timer).';
    return 'no pg_cron';
  end if;
  perform cron.schedule('purge-enquiry-personal-data', '17 * * * *', 'select enquiry_jobs.purge_personal_data()');
  if (select count(*) from pg_extension where extname in ('pg_net', 'supabase_vault')) < 2 then
    raise notice 'Retry schedule skipped: pg_net or Vault is not installed here.';
    return 'purge only';
  end if;
  select missing into missing_secrets from enquiry_jobs.retry_secrets();
  if missing_secrets is not null then
    perform cron.unschedule(jobid) from cron.job where jobname = 'retry-enquiry-notifications';
    raise notice 'Retry schedule NOT provisioned: Vault secret(s) % missing. Create them (docs/enquiry-backend.md, "Retries"), then run: select enquiry_jobs.schedule_jobs();', missing_secrets;
    return 'purge only: secrets missing';
  end if;
  perform cron.schedule('retry-enquiry-notifications', '*/5 * * * *', 'select enquiry_jobs.call_retry()');
  raise notice 'Scheduled: retry-enquiry-notifications every 5 minutes, purge-enquiry-personal-data hourly.';
  return 'scheduled';
end;
$function$;
revoke all on function enquiry_jobs.schedule_jobs() from public;

-- The extensions where the database offers them (Supabase has all three); else a NOTICE says why.
do $migration$
declare
  wanted text;
begin
  foreach wanted in array array['pg_cron', 'pg_net', 'supabase_vault'] loop
    begin
      execute format('create extension if not exists %I', wanted);
    exception when others then
      raise notice '% is not available here (%).', wanted, sqlerrm;
    end;
  end loop;
end
$migration$;

select enquiry_jobs.schedule_jobs();
