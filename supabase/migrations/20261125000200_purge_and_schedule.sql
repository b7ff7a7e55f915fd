-- Personal data kept only as long as needed, and a retry schedule that cannot fail silently (issue 21).

-- When each scheduled job last finished without an error: the function's health answer reports how
-- long ago the retry entry point last ran (a schedule with a missing secret never reaches it).
create table if not exists enquiry_jobs.job_runs (
  job text primary key,
  last_success_at timestamptz not null
);

-- The purge (docs/enquiry-backend.md, "Personal data"): spam after 30 days; the visitor's address, its
-- /48 and the user agent once the rate window has passed (they exist only for the rate limits);
-- refused submissions with them; every enquiry after 24 months. Scheduled daily below where pg_cron
-- exists; the local stack calls it on its own timer. Change a period by rescheduling with arguments:
--   select cron.schedule('purge-enquiry-personal-data', '17 3 * * *',
--     $$select enquiry_jobs.purge_personal_data(enquiries_after => interval '36 months')$$);
create or replace function enquiry_jobs.purge_personal_data(
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
  update public.contact_enquiries set client_ip = null, client_prefix = null, user_agent = null
  where created_at < now() - address_after
    and (client_ip is not null or client_prefix is not null or user_agent is not null);
  get diagnostics addresses = row_count;
  delete from public.contact_refusals where created_at < now() - address_after;
  get diagnostics refusals = row_count;
  -- The cap's slots hold no personal data; a day is more than any cap window needs.
  delete from public.contact_notification_slots where taken_at < now() - interval '1 day';
  insert into enquiry_jobs.job_runs (job, last_success_at) values ('purge', now())
  on conflict (job) do update set last_success_at = excluded.last_success_at;
  return jsonb_build_object('spam_deleted', spam, 'enquiries_deleted', enquiries,
    'addresses_cleared', addresses, 'refusals_deleted', refusals);
end;
$function$;
revoke all on function enquiry_jobs.purge_personal_data(interval, interval, interval) from public;

-- The retry call refuses to post with a missing secret: pg_net would otherwise be handed a NULL URL or
-- header and the failure would show only in net._http_response. Raising makes the cron run itself
-- fail, in cron.job_run_details, and the health answer's "last retry run" grows old.
create or replace function enquiry_jobs.call_retry() returns bigint
language plpgsql
as $function$
declare
  secret_of constant jsonb := (
    select jsonb_object_agg(name, decrypted_secret)
    from vault.decrypted_secrets
    where name in ('project_url', 'anon_key', 'enquiry_retry_secret')
  );
  missing text := (
    select string_agg(needed, ', ')
    from unnest(array['project_url', 'anon_key', 'enquiry_retry_secret']) as needed
    where coalesce(secret_of ->> needed, '') = ''
  );
begin
  if missing is not null then
    raise exception 'Vault secret(s) missing: %; see docs/enquiry-backend.md, "Retries"', missing;
  end if;
  return net.http_post(
    url := (secret_of ->> 'project_url') || '/functions/v1/send-contact-email/retry',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (secret_of ->> 'anon_key'),
      'X-Retry-Secret', secret_of ->> 'enquiry_retry_secret'
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 25000
  );
end;
$function$;
revoke all on function enquiry_jobs.call_retry() from public;

-- Schedules both jobs where pg_cron exists. The retry job needs pg_net and its three Vault secrets:
-- without them it is not scheduled, and a NOTICE says what to do (create the secrets, then run
-- `select enquiry_jobs.schedule_jobs();` again). The same name replaces a job, so re-running is harmless.
create or replace function enquiry_jobs.schedule_jobs() returns text
language plpgsql
as $function$
declare
  missing_secrets text;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    raise notice 'Jobs not scheduled: pg_cron is not installed here (the local stack runs them on its own timer).';
    return 'no pg_cron';
  end if;
  perform cron.schedule('purge-enquiry-personal-data', '17 3 * * *', 'select enquiry_jobs.purge_personal_data()');
  if not exists (select 1 from pg_extension where extname = 'pg_net')
    or not exists (select 1 from pg_extension where extname = 'supabase_vault') then
    raise notice 'Retry schedule skipped: pg_net or Vault is not installed here.';
    return 'purge only';
  end if;
  execute $query$
    select string_agg(needed, ', ')
    from unnest(array['project_url', 'anon_key', 'enquiry_retry_secret']) as needed
    where not exists (select 1 from vault.decrypted_secrets where name = needed and coalesce(decrypted_secret, '') <> '')
  $query$ into missing_secrets;
  if missing_secrets is not null then
    perform cron.unschedule(jobid) from cron.job where jobname = 'retry-enquiry-notifications';
    raise notice 'Retry schedule NOT provisioned: Vault secret(s) % missing. Create them (docs/enquiry-backend.md, "Retries"), then run: select enquiry_jobs.schedule_jobs();', missing_secrets;
    return 'purge only: secrets missing';
  end if;
  perform cron.schedule('retry-enquiry-notifications', '*/5 * * * *', 'select enquiry_jobs.call_retry()');
  raise notice 'Scheduled: retry-enquiry-notifications every 5 minutes, purge-enquiry-personal-data daily.';
  return 'scheduled';
end;
$function$;
revoke all on function enquiry_jobs.schedule_jobs() from public;

select enquiry_jobs.schedule_jobs();
