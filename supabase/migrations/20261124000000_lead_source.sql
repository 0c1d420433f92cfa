-- Where a lead came from: the path of the page an estimate request or a contact message was sent
-- from (e.g. /interior-painting/dover-nj), so the owner can tell which pages bring work.
-- Visitors may write it with the rest of the form but never read it back.

alter table public.estimates add column page_path text;
alter table public.contact_messages add column page_path text;

alter table public.estimates add constraint estimates_page_path_shape
  check (page_path is null or (char_length(page_path) <= 300 and page_path ~ '^/[^[:space:]]*$'));
alter table public.contact_messages add constraint contact_messages_page_path_shape
  check (page_path is null or (char_length(page_path) <= 300 and page_path ~ '^/[^[:space:]]*$'));

comment on column public.estimates.page_path is 'Path of the site page the request was sent from.';
comment on column public.contact_messages.page_path is 'Path of the site page the message was sent from.';

grant insert (page_path) on public.estimates to anon, authenticated;
grant insert (page_path) on public.contact_messages to anon, authenticated;
