-- Domain checks: a cache of registry answers, and how many real checks each user has had made.
--
-- Only the edge functions (service role) read or write either table: RLS is on with no policy for
-- the API roles, which hold no privileges on them. Users see their own count through
-- my_domain_checks() (Profile's "Domains Checked").

-- Registry answers worth keeping (errors never are). A row past expires_at is ignored and
-- overwritten by the next check of that domain.
create table public.domain_check_cache (
  domain text primary key check (domain = lower(domain) and char_length(domain) between 3 and 253),
  status text not null check (status in ('available', 'taken')),
  expiring boolean not null default false,
  source text not null check (char_length(source) between 1 and 200),
  checked_at timestamptz not null,
  expires_at timestamptz not null check (expires_at > checked_at)
);

create index domain_check_cache_expires_idx on public.domain_check_cache (expires_at);
alter table public.domain_check_cache enable row level security;
revoke all on public.domain_check_cache from anon, authenticated;

-- Checks that really reached a registry on a user's behalf (cache hits are not counted).
create table public.domain_check_counts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  checks bigint not null default 0 check (checks >= 0),
  updated_at timestamptz not null default now()
);

alter table public.domain_check_counts enable row level security;
revoke all on public.domain_check_counts from anon, authenticated;

-- Adds p_count checks to the user's total in one statement, so parallel requests never lose one.
create function public.record_domain_checks(p_user uuid, p_count integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_count is null or p_count < 0 then
    raise exception 'p_count must be zero or more' using errcode = '22023';
  end if;
  if p_count = 0 then
    return;
  end if;
  insert into public.domain_check_counts as c (user_id, checks)
  values (p_user, p_count)
  on conflict (user_id) do update set checks = c.checks + excluded.checks, updated_at = now();
end;
$$;

-- The caller's own count; 0 before their first check.
create function public.my_domain_checks()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select least(c.checks, 2147483647)::integer from public.domain_check_counts c where c.user_id = (select auth.uid())),
    0
  );
$$;

revoke execute on function public.record_domain_checks(uuid, integer) from public, anon, authenticated;
revoke execute on function public.my_domain_checks() from public, anon, authenticated;
grant execute on function public.record_domain_checks(uuid, integer) to service_role;
grant execute on function public.my_domain_checks() to authenticated, service_role;
