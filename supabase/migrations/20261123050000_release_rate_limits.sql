-- Gives back one hit per bucket: send-email takes the email limits before it calls the provider, and
-- an email the provider refused was never sent, so it must not use up the visitor's allowance (the
-- per-recipient limit is one a day). p_limits has hit_rate_limits' shape; only subject and action are read.
-- The newest hit of each bucket goes; when two releases race for the same row, one deletes it and the
-- other deletes nothing, which errs on the side of counting too much, never too little.
create function public.release_rate_limits(p_limits jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(p_limits) is distinct from 'array' or exists (
    select 1 from jsonb_array_elements(p_limits) l
    where coalesce(l ->> 'subject', '') = '' or coalesce(l ->> 'action', '') = ''
  ) then
    raise exception 'p_limits must be a list of {subject, action}' using errcode = '22023';
  end if;

  delete from public.rate_limit_hits h
  using (select distinct l ->> 'subject' as subject, l ->> 'action' as action from jsonb_array_elements(p_limits) l) b
  where h.id = (
    select n.id from public.rate_limit_hits n
    where n.subject = b.subject and n.action = b.action
    order by n.created_at desc, n.id desc
    limit 1
  );
end;
$$;

revoke execute on function public.release_rate_limits(jsonb) from public, anon, authenticated;
grant execute on function public.release_rate_limits(jsonb) to service_role;
