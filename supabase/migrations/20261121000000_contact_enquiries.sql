-- Every enquiry sent from the website's contact form, stored before the agency is emailed so that
-- none is lost when email delivery fails. Written only by the send-contact-email function, which
-- connects with the database URL Supabase gives functions; row level security without policies
-- keeps the table out of reach of the public anon key.

create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),

  -- The seven fields of the form. Bounds match supabase/functions/_shared/enquiry.ts.
  first_name text not null check (
    char_length(first_name) between 1 and 100 and first_name = btrim(first_name) and first_name !~ '[[:cntrl:]]'
  ),
  last_name text not null check (
    char_length(last_name) between 1 and 100 and last_name = btrim(last_name) and last_name !~ '[[:cntrl:]]'
  ),
  email text not null check (
    char_length(email) between 6 and 254
    and email ~ '^[^][[:space:]@<>(),;:"\\]+@[^][[:space:]@<>(),;:"\\]+\.[^][[:space:]@<>(),;:"\\]{2,}$'
  ),
  country_code text not null default '+61' check (
    country_code in ('+61', '+1', '+44', '+33', '+49', '+81', '+86', '+91', '+55', '+39', '+34', '+31', '+47', '+46', '+45')
  ),
  phone text not null default '' check (char_length(phone) <= 20 and phone ~ '^[0-9(). -]*$'),
  business_type text not null default '' check (char_length(business_type) <= 100 and business_type !~ '[[:cntrl:]]'),
  -- Line breaks and tabs are allowed in the details, other control characters are not.
  project_details text not null check (
    char_length(project_details) between 1 and 5000 and project_details = btrim(project_details)
    and project_details !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
  ),

  -- Submission metadata.
  idempotency_key text unique check (idempotency_key ~ '^[A-Za-z0-9_-]{8,128}$'),
  client_ip text check (char_length(client_ip) <= 64),
  user_agent text check (char_length(user_agent) <= 500),
  origin text check (char_length(origin) <= 200),
  -- Filled the honeypot field: kept for review, never emailed.
  is_spam boolean not null default false,

  -- Delivery to the agency's inbox.
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'failed', 'skipped')),
  notification_attempts integer not null default 0 check (notification_attempts >= 0),
  next_attempt_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  notified_at timestamptz,

  check (not is_spam or notification_status = 'skipped'),
  check (notification_status <> 'sent' or notified_at is not null)
);

comment on table public.contact_enquiries is
  'Website contact form enquiries. notification_status: pending (email not yet delivered, retried with backoff), sent, failed (gave up after NOTIFY_MAX_ATTEMPTS: follow up by hand), skipped (spam).';

-- Rate limits count recent enquiries per client address and per email address.
create index contact_enquiries_client_ip_created_at_idx on public.contact_enquiries (client_ip, created_at);
create index contact_enquiries_email_created_at_idx on public.contact_enquiries (lower(email), created_at);
-- The retry path looks for due notifications.
create index contact_enquiries_pending_idx on public.contact_enquiries (next_attempt_at)
  where notification_status = 'pending';

alter table public.contact_enquiries enable row level security;
