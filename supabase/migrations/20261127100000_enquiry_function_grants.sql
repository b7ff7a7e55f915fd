-- The function's role writes only what it records: a new row's keys and the visitor's fields, then the
-- notification's state, attempts and counters. Never when a row was created (the purge deletes by it),
-- never what a visitor sent once stored, and of the jobs only that a retry run finished.
revoke insert, update on public.contact_enquiries, public.contact_counts from enquiry_function;
revoke insert on public.contact_refusals from enquiry_function;
revoke update on enquiry_jobs.job_runs from enquiry_function;
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
