-- Estimate requests and contact messages from the public site.
-- One definition for hosted Supabase (`supabase db push`) and the local gateway; PostgreSQL 15 compatible.

-- Roles exist on hosted Supabase; a bare PostgreSQL (local gateway, tests) gets them here.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Random ids: the overlay shows ids to every visitor, and a counter would reveal how many requests arrive.
create table public.estimates (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text not null,
  service text not null,
  contact_time text not null,
  details text,
  constraint estimates_name_present check (name ~ '[^[:space:]]' and char_length(name) <= 120),
  constraint estimates_email_shape check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint estimates_phone_present check (char_length(phone) <= 40 and phone ~ '([0-9][^0-9]*){7}'),
  constraint estimates_service_known check (service in ('interior', 'exterior', 'cabinet', 'color')),
  constraint estimates_contact_time_known check (contact_time in ('morning', 'afternoon', 'evening')),
  constraint estimates_details_length check (details is null or char_length(details) <= 5000)
);

comment on table public.estimates is 'Free-estimate requests from the site''s estimate popover and dialog.';

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  subject text,
  message text not null,
  constraint contact_messages_name_present check (name ~ '[^[:space:]]' and char_length(name) <= 120),
  constraint contact_messages_email_shape check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint contact_messages_subject_known check (subject is null or subject in ('', 'quote', 'information', 'support', 'feedback', 'other')),
  constraint contact_messages_message_present check (message ~ '[^[:space:]]' and char_length(message) <= 5000)
);

comment on table public.contact_messages is 'Messages from the site''s contact forms; never readable with the public key.';

create index estimates_created_at_idx on public.estimates (created_at desc);

-- Hosted Supabase grants everything on new public tables by default; start from nothing.
revoke all on table public.estimates, public.contact_messages from public, anon, authenticated;
grant all on table public.estimates, public.contact_messages to service_role;

-- Visitors may only submit the fields of the forms: id and created_at come from the database.
grant insert (name, email, phone, service, contact_time, details) on public.estimates to anon, authenticated;
grant insert (name, email, subject, message) on public.contact_messages to anon, authenticated;
-- The live notification overlay: who asked for what, never how to reach them.
grant select (id, name, service, contact_time, created_at) on public.estimates to anon, authenticated;

alter table public.estimates enable row level security;
alter table public.contact_messages enable row level security;

create policy "visitors submit estimates" on public.estimates
  for insert to anon, authenticated with check (true);
create policy "visitors see recent estimates" on public.estimates
  for select to anon, authenticated using (created_at > now() - interval '15 minutes');
create policy "visitors send messages" on public.contact_messages
  for insert to anon, authenticated with check (true);

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'estimates'
  ) then
    alter publication supabase_realtime add table public.estimates;
  end if;
end
$$;
