-- Idempotent runs. The SPA sends one UUID per click of Summon (the same one when it retries); the
-- first answer is stored with the run, in the same transaction, so a double click, a retry or a
-- parallel twin gets that answer back instead of spending another run.
--
-- Keys live 24 hours: lookups ignore older rows, and each keyed run deletes up to 100 expired rows
-- (anyone's), so the table stays about one day of keyed runs without a scheduler.
create table public.generation_requests (
  user_id uuid not null references auth.users (id) on delete cascade,
  request_key uuid not null,
  -- SHA-256 (hex) of what the run depended on (description, count): the same key sent with another
  -- request is refused instead of answered with a run for something else.
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  generation_id uuid not null references public.name_generations (id) on delete cascade,
  -- The response body exactly as first sent: {id, names (locked ones as placeholders), usage}.
  response jsonb not null check (jsonb_typeof(response) = 'object'),
  created_at timestamptz not null default now(),
  -- Keys are scoped per user: one user's key never reaches another user's run.
  primary key (user_id, request_key)
);

create index generation_requests_created_at_idx on public.generation_requests (created_at);

-- Only the service role (generate-names) reads or writes it.
alter table public.generation_requests enable row level security;
revoke all on public.generation_requests from anon, authenticated;

-- The stored answer for this user's key, or null. PT422 when the key was used for another request.
create function public.replayed_generation(p_user uuid, p_request_key uuid, p_fingerprint text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_first record;
begin
  select r.fingerprint, r.response into v_first
  from public.generation_requests r
  where r.user_id = p_user and r.request_key = p_request_key and r.created_at > now() - interval '24 hours';
  if not found then
    return null;
  end if;
  if v_first.fingerprint is distinct from p_fingerprint then
    raise exception 'This request key was already used for a different request' using errcode = 'PT422';
  end if;
  return v_first.response;
end;
$$;

-- The keyed version replaces the old signature (functions are deployed right after `db push`).
drop function public.record_generation(uuid, text, text, jsonb, jsonb);

-- Records a run atomically and returns its response body. One run at a time per user (advisory
-- lock, held only for these few statements); inside it, a twin with the same key that recorded
-- first is answered with its response, then the allowance is re-checked, so neither a double click
-- nor two parallel requests can spend two runs. The key is stored in the same transaction as the
-- run, so a crash leaves either both or neither.
create function public.record_generation(
  p_user uuid,
  p_email text,
  p_description text,
  p_names jsonb,
  p_locked jsonb,
  p_request_key uuid,
  p_fingerprint text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_usage record;
  v_id uuid;
  v_response jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_user::text, 0));

  if p_request_key is not null then
    v_response := public.replayed_generation(p_user, p_request_key, p_fingerprint);
    if v_response is not null then
      return v_response;
    end if;
  end if;

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

  -- Locked names leave as bare placeholders: only their count reaches the response.
  select jsonb_build_object(
    'id', v_id,
    'names', p_names || coalesce(
      (select jsonb_agg(jsonb_build_object('locked', true)) from jsonb_array_elements(coalesce(p_locked, '[]'))),
      '[]'
    ),
    'usage', jsonb_build_object('used', u.used, 'limit', u."limit", 'remaining', u.remaining, 'premium', u.premium)
  )
  into v_response
  from public.usage_for(p_user) u;

  if p_request_key is not null then
    -- A live row for this key was answered above, so a conflict here is an expired one: replace it.
    insert into public.generation_requests (user_id, request_key, fingerprint, generation_id, response)
    values (p_user, p_request_key, p_fingerprint, v_id, v_response)
    on conflict (user_id, request_key) do update
      set fingerprint = excluded.fingerprint,
          generation_id = excluded.generation_id,
          response = excluded.response,
          created_at = excluded.created_at;

    delete from public.generation_requests
    where ctid in (
      select ctid from public.generation_requests
      where created_at < now() - interval '24 hours'
      limit 100
      for update skip locked
    );
  end if;

  return v_response;
end;
$$;

revoke execute on function public.replayed_generation(uuid, uuid, text) from public, anon, authenticated;
revoke execute on function public.record_generation(uuid, text, text, jsonb, jsonb, uuid, text) from public, anon, authenticated;
grant execute on function public.replayed_generation(uuid, uuid, text) to service_role;
grant execute on function public.record_generation(uuid, text, text, jsonb, jsonb, uuid, text) to service_role;
