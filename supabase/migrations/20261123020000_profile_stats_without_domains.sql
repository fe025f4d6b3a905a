-- profile_stats() reported "domains checked" as a copy of the names count, yet nothing checks a
-- domain yet. A stat must count real work, so the column goes until the domain feature ships and
-- can count its own checks. The return type changes, so the function is dropped and recreated.
drop function public.profile_stats();

create function public.profile_stats()
returns table (names_generated integer, generations integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    coalesce(sum(jsonb_array_length(g.names) + g.locked_count), 0)::integer,
    count(*)::integer
  from public.name_generations g
  where g.user_id = (select auth.uid());
$$;

-- Same privileges as before: signed-in callers only, never PUBLIC (20261123000000_api_role_grants).
revoke execute on function public.profile_stats() from public, anon, authenticated;
grant execute on function public.profile_stats() to authenticated, service_role;
