-- Store or refuse (issue 11): the table keeps only what a database must guarantee, retries stop before
-- the email API forgets its idempotency keys, and a notification's last error says whose problem it is.

-- The enquiry rules live in one place, supabase/functions/_shared/enquiry.ts, which form and function
-- both run. The table no longer restates them (email pattern, phone characters, trimming, control
-- characters); it guarantees what every stored row needs whatever wrote it: required fields are not
-- empty, no value is longer than the rules allow (ENQUIRY_LIMITS, in characters), the country code is
-- one the form offers. supabase/functions/tests/constraints_test.ts generates values and checks that the
-- table refuses exactly those outside these bounds, and never one the rules accept.
alter table public.contact_enquiries
  drop constraint contact_enquiries_first_name_check,
  drop constraint contact_enquiries_last_name_check,
  drop constraint contact_enquiries_email_check,
  drop constraint contact_enquiries_phone_check,
  drop constraint contact_enquiries_business_type_check,
  drop constraint contact_enquiries_project_details_check,
  drop constraint contact_enquiries_idempotency_key_check,
  drop constraint contact_enquiries_notification_status_check,
  -- (not is_spam or notification_status = 'skipped') and (notification_status <> 'sent' or notified_at is not null)
  drop constraint contact_enquiries_check,
  drop constraint contact_enquiries_check1;

alter table public.contact_enquiries
  add constraint contact_enquiries_first_name_bounds check (char_length(first_name) between 1 and 100),
  add constraint contact_enquiries_last_name_bounds check (char_length(last_name) between 1 and 100),
  add constraint contact_enquiries_email_bounds check (char_length(email) between 1 and 254),
  add constraint contact_enquiries_phone_bounds check (char_length(phone) <= 20),
  add constraint contact_enquiries_business_type_bounds check (char_length(business_type) <= 100),
  add constraint contact_enquiries_project_details_bounds
    check (char_length(project_details) between 1 and 5000),
  add constraint contact_enquiries_idempotency_key_bounds check (char_length(idempotency_key) <= 128);

-- Delivery. followed_up: an operator dealt with a failed notification by hand (clears the health alarm).
alter table public.contact_enquiries
  -- Resend keeps an idempotency key for 24 hours. A notification is retried only until an hour before
  -- that, counted from its creation (no attempt is older), so a retry of an attempt that did get through
  -- is always recognised; after it the row is failed instead (store.ts, expireUnconfirmed).
  add column retry_until timestamptz not null default now() + interval '23 hours',
  -- Whose problem the last error is: temporary (the email API), configuration (ours: key or sender),
  -- refused (this message), unconfirmed (past retry_until).
  add column last_error_kind text
    check (last_error_kind in ('temporary', 'configuration', 'refused', 'unconfirmed')),
  add constraint contact_enquiries_notification_status_values
    check (notification_status in ('pending', 'sent', 'failed', 'skipped', 'followed_up')),
  add constraint contact_enquiries_spam_never_sent check (not is_spam or notification_status = 'skipped'),
  add constraint contact_enquiries_sent_has_time check (notification_status <> 'sent' or notified_at is not null);

comment on table public.contact_enquiries is
  'Website contact form enquiries. notification_status: pending (email not yet delivered, retried with backoff until retry_until), sent, failed (see last_error and last_error_kind: follow up by hand, then set followed_up), skipped (spam), followed_up.';

-- The retry path and the health answer look for undelivered notifications.
drop index if exists public.contact_enquiries_pending_idx;
create index contact_enquiries_undelivered_idx on public.contact_enquiries (next_attempt_at)
  where notification_status in ('pending', 'failed');
