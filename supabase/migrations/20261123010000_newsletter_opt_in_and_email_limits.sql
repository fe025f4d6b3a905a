-- Newsletter double opt-in, and limits that keep send-email from mailing strangers.
--
-- A newsletter sign-up stores a pending subscriber with the SHA-256 hash of a random token; the
-- emailed link (newsletter-confirm) sets confirmed_at. Only confirmed subscribers may get newsletter
-- mail. Rows written before this migration, and rows grant_free_unlock writes (it inserts email,
-- user_id and source only), stay unconfirmed: nobody opted in through a link for them.

alter table public.subscribers
  add column confirmed_at timestamptz,
  add column confirm_token_hash text check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  add column confirm_token_expires_at timestamptz,
  add constraint subscribers_token_expires check ((confirm_token_hash is null) = (confirm_token_expires_at is null));

create unique index subscribers_confirm_token_hash_idx on public.subscribers (confirm_token_hash);

-- Several sliding windows taken together (e.g. the caller's IP and the recipient): either every
-- bucket has room and each records a hit, or none records anything. Returns 0 when taken, otherwise
-- the seconds until every bucket would have room (for Retry-After). p_limits:
-- [{"subject": text, "action": text, "max": int, "window_seconds": int}, ...]
create function public.hit_rate_limits(p_limits jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key bigint;
  v_limit record;
  v_count integer;
  v_freed_at timestamptz;
  v_wait integer := 0;
begin
  if jsonb_typeof(p_limits) is distinct from 'array' or exists (
    select 1 from jsonb_array_elements(p_limits) l
    where coalesce(l ->> 'subject', '') = '' or coalesce(l ->> 'action', '') = ''
      or jsonb_typeof(l -> 'max') is distinct from 'number' or (l ->> 'max')::numeric < 1
      or jsonb_typeof(l -> 'window_seconds') is distinct from 'number' or (l ->> 'window_seconds')::numeric < 1
  ) then
    raise exception 'p_limits must be a list of {subject, action, max >= 1, window_seconds >= 1}' using errcode = '22023';
  end if;

  -- The same lock keys as hit_rate_limit, taken in a fixed order so requests sharing buckets cannot deadlock.
  for v_key in
    select distinct hashtextextended((l ->> 'subject') || ':' || (l ->> 'action'), 0)
    from jsonb_array_elements(p_limits) l
    order by 1
  loop
    perform pg_advisory_xact_lock(v_key);
  end loop;

  for v_limit in
    select l ->> 'subject' as subject, l ->> 'action' as action, (l ->> 'max')::integer as max,
      (l ->> 'window_seconds')::integer as window_seconds
    from jsonb_array_elements(p_limits) l
  loop
    delete from public.rate_limit_hits
    where subject = v_limit.subject and action = v_limit.action
      and created_at < now() - make_interval(secs => v_limit.window_seconds);
    select count(*) into v_count
    from public.rate_limit_hits where subject = v_limit.subject and action = v_limit.action;
    if v_count >= v_limit.max then
      -- A slot opens when the hit that would leave exactly max - 1 behind falls out of the window.
      select h.created_at into v_freed_at
      from public.rate_limit_hits h
      where h.subject = v_limit.subject and h.action = v_limit.action
      order by h.created_at
      offset v_count - v_limit.max
      limit 1;
      -- now() is this transaction's start: a hit written by a parallel transaction that began later
      -- can lie after it, so the wait is capped at the window.
      v_wait := greatest(
        v_wait,
        1,
        least(
          v_limit.window_seconds,
          ceil(extract(epoch from (v_freed_at + make_interval(secs => v_limit.window_seconds) - now())))::integer
        )
      );
    end if;
  end loop;

  if v_wait > 0 then
    return v_wait;
  end if;
  insert into public.rate_limit_hits (subject, action)
  select l ->> 'subject', l ->> 'action' from jsonb_array_elements(p_limits) l;
  return 0;
end;
$$;

-- Stores a pending newsletter subscription under a new token hash (replacing an older pending one).
-- Returns false, changing nothing, when the address has already confirmed: it needs no email.
create function public.request_newsletter_confirmation(p_email text, p_token_hash text, p_ttl_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.subscribers as s (email, source, confirm_token_hash, confirm_token_expires_at)
  values (lower(p_email), 'newsletter', p_token_hash, now() + make_interval(secs => p_ttl_seconds))
  on conflict (email) do update
    set confirm_token_hash = excluded.confirm_token_hash,
      confirm_token_expires_at = excluded.confirm_token_expires_at
    where s.confirmed_at is null;
  return found;
end;
$$;

-- Confirms the subscription a link's token belongs to. True when it is confirmed (now, or already:
-- a second click changes nothing); false for an unknown or expired token.
create function public.confirm_newsletter(p_token_hash text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.subscribers
  set confirmed_at = now()
  where confirm_token_hash = p_token_hash and confirmed_at is null and confirm_token_expires_at > now();
  if found then
    return true;
  end if;
  return exists (
    select 1 from public.subscribers where confirm_token_hash = p_token_hash and confirmed_at is not null
  );
end;
$$;

revoke execute on function public.hit_rate_limits(jsonb) from public, anon, authenticated;
revoke execute on function public.request_newsletter_confirmation(text, text, integer) from public, anon, authenticated;
revoke execute on function public.confirm_newsletter(text) from public, anon, authenticated;

grant execute on function public.hit_rate_limits(jsonb) to service_role;
grant execute on function public.request_newsletter_confirmation(text, text, integer) to service_role;
grant execute on function public.confirm_newsletter(text) to service_role;
