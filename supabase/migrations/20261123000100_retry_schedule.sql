-- Retries run by themselves: every five minutes pg_cron has pg_net POST to the function's /retry entry
-- point, the pattern Supabase documents for scheduling functions
-- (https://supabase.com/docs/guides/functions/schedule-functions). The project URL, the anon key (sent
-- as that pattern does; with verify_jwt = false the gateway does not check it) and the retry secret
-- are read from Supabase Vault at each call, so none is in this file and each can be set or rotated
-- later (docs/enquiry-backend.md, "Retries").
--
-- Where pg_cron, pg_net or Vault is not available (PGlite, plain PostgreSQL in the local stack and the
-- tests) the schedule is skipped with a NOTICE naming what is missing; the local stack's function
-- server calls /retry on its own timer instead.

create schema if not exists enquiry_jobs;
revoke all on schema enquiry_jobs from public;

-- One call of the retry entry point. pg_net sends it after the cron job's transaction commits and waits
-- up to 25 s; the function answers within RETRY_BUDGET_MS (20 s by default).
create or replace function enquiry_jobs.call_retry() returns bigint
language plpgsql
as $function$
declare
  secret_of constant jsonb := (
    select jsonb_object_agg(name, decrypted_secret)
    from vault.decrypted_secrets
    where name in ('project_url', 'anon_key', 'enquiry_retry_secret')
  );
begin
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

do $migration$
declare
  missing text := (
    select string_agg(needed, ', ')
    from unnest(array['pg_cron', 'pg_net', 'supabase_vault']) as needed
    where not exists (select 1 from pg_available_extensions where name = needed)
  );
begin
  if missing is not null then
    raise notice 'Retry schedule skipped: % not available on this database. Retries then need another caller of /retry (the local stack has its own timer).', missing;
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net;
  create extension if not exists supabase_vault;
  -- Same name again replaces the job, so re-running this is harmless.
  perform cron.schedule('retry-enquiry-notifications', '*/5 * * * *', 'select enquiry_jobs.call_retry()');
  raise notice 'Retry schedule provisioned: cron job retry-enquiry-notifications every 5 minutes.';
end
$migration$;
