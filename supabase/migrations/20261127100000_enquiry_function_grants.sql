-- The function's role writes a new row, then only its notification's state, attempts and counters: never
-- when it was created (the purge deletes by that) or what the visitor sent; of the jobs, only a retry run.
revoke insert, update on public.contact_enquiries, public.contact_counts, public.contact_refusals,
  enquiry_jobs.job_runs from enquiry_function;
grant insert (id, delivery_key, idempotency_key, first_name, last_name, email, country_code, phone, business_type,
    project_details, client_ip, client_prefix, origin, is_spam, notification_status, notification_attempts, delivery),
  update (notification_status, notification_attempts, next_attempt_at, retry_until, last_error, last_error_kind,
    notified_at, delivery, individual_slot_at, digest_id, digested_at)
  on public.contact_enquiries to enquiry_function;
grant insert (minute, what), update (times) on public.contact_counts to enquiry_function;
grant insert (client_ip, client_prefix) on public.contact_refusals to enquiry_function;

create function enquiry_jobs.record_retry_run() returns void
language sql security definer set search_path = ''
as $function$ update enquiry_jobs.job_runs set last_success_at = now() where job = 'retry' $function$;
revoke all on function enquiry_jobs.record_retry_run() from public;
grant execute on function enquiry_jobs.record_retry_run() to enquiry_function;
