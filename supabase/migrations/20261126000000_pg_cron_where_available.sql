-- The daily purge needs only pg_cron, but until now only the retry schedule migration
-- (20261123000100) created the extension, and only where pg_net and Vault exist too. On a PostgreSQL
-- with pg_cron and without them (Debian's postgresql-15-cron: the test cluster, a self-hosted server)
-- schedule_jobs() therefore found no pg_cron and scheduled nothing, not even the purge, while its
-- NOTICE said pg_cron was not installed. On Supabase all three exist and this changes nothing.
--
-- pg_cron can be created only where the server preloads it (shared_preload_libraries) and only in the
-- database named by cron.database_name; anywhere else the attempt is rolled back and a NOTICE gives
-- the server's reason, and schedule_jobs() takes its no-pg_cron path as before.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available on this database: the jobs run on another timer (the local stack has its own).';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron is available but could not be created here (%): the jobs are not scheduled.', sqlerrm;
  end;
end
$migration$;

select enquiry_jobs.schedule_jobs();
