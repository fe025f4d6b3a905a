-- Name generation: runs, the names a free user has not unlocked, the names each user has been shown,
-- free-credit grants, subscribers and rate-limit hits. Only the edge functions (service role) write;
-- the limits are counted here, in one place, by the functions both the server and the UI call.

create table public.name_generations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text,
  description text not null check (char_length(description) between 1 and 500),
  -- The names this user may see: all of them for premium runs, the first few for free runs.
  names jsonb not null default '[]' check (jsonb_typeof(names) = 'array'),
  locked_count integer not null default 0 check (locked_count >= 0),
  -- Made while premium: such runs do not count against the free allowance and head the Premium group.
  premium boolean not null default false,
  created_at timestamptz not null default now()
);

create index name_generations_user_created_idx on public.name_generations (user_id, created_at desc);

alter table public.name_generations enable row level security;

create policy "Users can read their own generations"
  on public.name_generations
  for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.name_generations from anon, authenticated;

-- Locked names live apart, readable only by the service role: they must never reach a free user's
-- browser (architecture §4), and they become visible once that user buys premium.
create table public.name_generation_locked (
  generation_id uuid primary key references public.name_generations (id) on delete cascade,
  names jsonb not null check (jsonb_typeof(names) = 'array')
);

alter table public.name_generation_locked enable row level security;
revoke all on public.name_generation_locked from anon, authenticated;

-- Every name a user has been given (revealed or locked), so a later run never repeats one.
create table public.shown_names (
  user_id uuid not null references auth.users (id) on delete cascade,
  name_key text not null check (name_key = lower(name_key)),
  created_at timestamptz not null default now(),
  primary key (user_id, name_key)
);

alter table public.shown_names enable row level security;
revoke all on public.shown_names from anon, authenticated;

create table public.credit_grants (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  source text not null check (source in ('free_tier_unlock')),
  credits integer not null check (credits > 0),
  created_at timestamptz not null default now(),
  unique (user_id, source)
);

alter table public.credit_grants enable row level security;

create policy "Users can read their own credit grants"
  on public.credit_grants
  for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.credit_grants from anon, authenticated;
create index credit_grants_user_id_idx on public.credit_grants (user_id);

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  user_id uuid references auth.users (id) on delete set null,
  source text not null,
  created_at timestamptz not null default now()
);

alter table public.subscribers enable row level security;
revoke all on public.subscribers from anon, authenticated;

create table public.rate_limit_hits (
  id bigint generated always as identity primary key,
  subject text not null,
  action text not null,
  created_at timestamptz not null default now()
);

create index rate_limit_hits_lookup_idx on public.rate_limit_hits (subject, action, created_at);
alter table public.rate_limit_hits enable row level security;
revoke all on public.rate_limit_hits from anon, authenticated;

-- Premium: the user's own customer row, or a guest purchase under their confirmed email.
create function public.is_premium(p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.customers c
    where c.premium_access
      and (
        c.user_id = p_user
        or (
          c.user_id is null
          and c.email = (
            select lower(u.email) from auth.users u where u.id = p_user and u.email_confirmed_at is not null
          )
        )
      )
  );
$$;

create function public.usage_for(p_user uuid)
returns table (used integer, "limit" integer, remaining integer, premium boolean, free_unlocked boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with p as (select public.is_premium(p_user) as premium),
  g as (
    select coalesce(sum(credits), 0)::integer as credits, count(*) > 0 as unlocked
    from public.credit_grants
    where user_id = p_user
  ),
  u as (
    select count(*)::integer as used from public.name_generations where user_id = p_user and not premium
  )
  select
    u.used,
    case when p.premium then null else 3 + g.credits end,
    case when p.premium then null else greatest(0, 3 + g.credits - u.used) end,
    p.premium,
    g.unlocked
  from p, g, u;
$$;

-- The signed-in caller's own usage, for the UI's counters.
create function public.my_usage()
returns table (used integer, "limit" integer, remaining integer, premium boolean, free_unlocked boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.usage_for((select auth.uid())) where (select auth.uid()) is not null;
$$;

create function public.profile_stats()
returns table (names_generated integer, domains_checked integer, generations integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    coalesce(sum(jsonb_array_length(g.names) + g.locked_count), 0)::integer,
    coalesce(sum(jsonb_array_length(g.names) + g.locked_count), 0)::integer,
    count(*)::integer
  from public.name_generations g
  where g.user_id = (select auth.uid());
$$;

-- Records a run atomically: one run at a time per user (advisory lock), the allowance re-checked
-- inside the lock so two parallel requests cannot both take the last free run.
create function public.record_generation(
  p_user uuid,
  p_email text,
  p_description text,
  p_names jsonb,
  p_locked jsonb
)
returns table (id uuid, used integer, "limit" integer, remaining integer, premium boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_usage record;
  v_id uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_user::text, 0));
  select * into v_usage from public.usage_for(p_user);
  if not v_usage.premium and v_usage.remaining <= 0 then
    raise exception 'No generations left' using errcode = 'PT402';
  end if;

  insert into public.name_generations (user_id, email, description, names, locked_count, premium)
  values (p_user, p_email, p_description, p_names, jsonb_array_length(coalesce(p_locked, '[]')), v_usage.premium)
  returning name_generations.id into v_id;

  if p_locked is not null and jsonb_array_length(p_locked) > 0 then
    insert into public.name_generation_locked (generation_id, names) values (v_id, p_locked);
  end if;

  insert into public.shown_names (user_id, name_key)
  select p_user, lower(n ->> 'name')
  from jsonb_array_elements(p_names || coalesce(p_locked, '[]')) as n
  on conflict do nothing;

  return query select v_id, u.used, u."limit", u.remaining, u.premium from public.usage_for(p_user) u;
end;
$$;

-- Sliding-window limiter: true if the hit is allowed (and recorded), false if over the limit.
create function public.hit_rate_limit(p_subject text, p_action text, p_max integer, p_window_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_subject || ':' || p_action, 0));
  delete from public.rate_limit_hits
  where subject = p_subject and action = p_action and created_at < now() - make_interval(secs => p_window_seconds);
  select count(*) into v_count from public.rate_limit_hits where subject = p_subject and action = p_action;
  if v_count >= p_max then
    return false;
  end if;
  insert into public.rate_limit_hits (subject, action) values (p_subject, p_action);
  return true;
end;
$$;

-- Grants the free-unlock credits once per account and records the subscriber. Returns true the
-- first time, false when the account already had them (the call is idempotent).
create function public.grant_free_unlock(p_user uuid, p_email text, p_credits integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_granted boolean;
begin
  insert into public.credit_grants (user_id, source, credits)
  values (p_user, 'free_tier_unlock', p_credits)
  on conflict (user_id, source) do nothing;
  v_granted := found;

  insert into public.subscribers (email, user_id, source)
  values (lower(p_email), p_user, 'free_tier_unlock')
  on conflict (email) do update set user_id = coalesce(public.subscribers.user_id, excluded.user_id);
  return v_granted;
end;
$$;

-- Functions are callable by PUBLIC by default: take that away, then grant exactly what each role needs.
revoke execute on function public.is_premium(uuid) from public, anon, authenticated;
revoke execute on function public.usage_for(uuid) from public, anon, authenticated;
revoke execute on function public.my_usage() from public, anon;
revoke execute on function public.profile_stats() from public, anon;
revoke execute on function public.record_generation(uuid, text, text, jsonb, jsonb) from public, anon, authenticated;
revoke execute on function public.hit_rate_limit(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.grant_free_unlock(uuid, text, integer) from public, anon, authenticated;

grant execute on function public.my_usage() to authenticated;
grant execute on function public.profile_stats() to authenticated;
grant execute on function public.is_premium(uuid) to service_role;
grant execute on function public.usage_for(uuid) to service_role;
grant execute on function public.record_generation(uuid, text, text, jsonb, jsonb) to service_role;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;
grant execute on function public.grant_free_unlock(uuid, text, integer) to service_role;
