-- Limits at volume (issue 21). Two more things are counted per rate window:
--
-- * The IPv6 /48 a visitor's /64 belongs to (client_prefix): one site or customer is usually given a
--   whole /48, which holds 65,536 /64s, so a limit per /64 alone does not hold them back.
-- * Refused submissions (a 422: a field breaks a rule), in contact_refusals: checking a submission costs
--   the function work, so a visitor sending nothing but bad ones meets the same limit as one sending
--   good ones. Only the address and the time are kept, never what was sent, and the scheduled purge
--   deletes them once the window has passed.

alter table public.contact_enquiries
  add column client_prefix text check (char_length(client_prefix) <= 64);

create index contact_enquiries_client_prefix_created_at_idx
  on public.contact_enquiries (client_prefix, created_at) where client_prefix is not null;

create table public.contact_refusals (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  client_ip text not null check (char_length(client_ip) <= 64),
  client_prefix text check (char_length(client_prefix) <= 64)
);

comment on table public.contact_refusals is
  'Enquiry submissions refused for a broken rule (422), per visitor address, counted by the rate limits; deleted once the rate window has passed.';

create index contact_refusals_client_ip_created_at_idx on public.contact_refusals (client_ip, created_at);
create index contact_refusals_client_prefix_created_at_idx
  on public.contact_refusals (client_prefix, created_at) where client_prefix is not null;

alter table public.contact_refusals enable row level security;
