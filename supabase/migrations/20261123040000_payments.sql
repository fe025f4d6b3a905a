-- Payments: Stripe Checkout purchases, refunds and the webhook's processed events.
--
-- `customers` stays the one place premium is read from. A purchase is granted from Stripe's word only
-- (a paid Checkout Session, seen by the webhook or by verify-payment, whichever comes first) through
-- grant_purchase(); a refund is applied by revoke_purchase(). Both are idempotent, and both record
-- the Stripe event they came from in the same transaction, so a redelivered event changes nothing.

alter table public.customers
  add column stripe_payment_intent_id text unique,
  add column refunded_at timestamptz;

comment on column public.customers.refunded_at is 'Set when the purchase was refunded; premium_access is false from then on, the row stays.';

-- Every Stripe event applied, by id: Stripe delivers at least once and may send an event again.
create table public.stripe_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]{1,250}$'),
  type text not null,
  processed_at timestamptz not null default now()
);

alter table public.stripe_events enable row level security;
revoke all on public.stripe_events from anon, authenticated;

-- Refunds by payment intent, kept even when no purchase matches yet: webhooks arrive in any order,
-- and a purchase granted after its refund was seen must stay refunded.
create table public.stripe_refunds (
  payment_intent_id text primary key check (payment_intent_id ~ '^pi_[A-Za-z0-9_]{1,250}$'),
  refunded_at timestamptz not null default now()
);

alter table public.stripe_refunds enable row level security;
revoke all on public.stripe_refunds from anon, authenticated;

-- Records the event id; false when it was applied before (the caller then changes nothing).
create function public.claim_stripe_event(p_event_id text, p_event_type text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_event_id is null then
    return true;
  end if;
  insert into public.stripe_events (id, type) values (p_event_id, p_event_type) on conflict (id) do nothing;
  return found;
end;
$$;

-- Grants premium for one paid Checkout Session. Returns what happened:
--   'granted'   the purchase is recorded and premium is on;
--   'refunded'  its payment was refunded (before or after it was recorded): premium stays off;
--   'recorded'  this session was recorded before (by the webhook or verify-payment): nothing changes;
--   'duplicate' this event id was applied before: nothing changes.
-- p_user is the account the session was created for (client_reference_id), or null for a guest,
-- whose purchase counts for whichever account confirms p_email (public.is_premium).
create function public.grant_purchase(
  p_session_id text,
  p_payment_intent_id text,
  p_email text,
  p_user uuid,
  p_stripe_customer_id text,
  p_paid_at timestamptz,
  p_event_id text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(p_email);
  v_existing public.customers%rowtype;
  v_refunded_at timestamptz;
begin
  if p_session_id is null or p_payment_intent_id is null or coalesce(v_email, '') = '' then
    raise exception 'A purchase needs a session, a payment intent and an email' using errcode = '22023';
  end if;
  -- A deleted account's purchase is kept as a guest purchase by email.
  if p_user is not null and not exists (select 1 from auth.users where id = p_user) then
    p_user := null;
  end if;
  -- One purchase at a time per email, so the webhook and verify-payment cannot both insert.
  perform pg_advisory_xact_lock(hashtextextended('purchase:' || v_email, 0));
  -- And per payment, shared with revoke_purchase: a refund seen meanwhile is read below, not missed.
  perform pg_advisory_xact_lock(hashtextextended('payment:' || p_payment_intent_id, 0));
  if not public.claim_stripe_event(p_event_id, 'checkout.session.completed') then
    return 'duplicate';
  end if;
  select * into v_existing from public.customers where stripe_checkout_session_id = p_session_id;
  if found then
    return case when v_existing.refunded_at is null then 'recorded' else 'refunded' end;
  end if;

  select refunded_at into v_refunded_at from public.stripe_refunds where payment_intent_id = p_payment_intent_id;

  select * into v_existing from public.customers where email = v_email for update;
  if found and v_existing.premium_access then
    -- A second purchase for an address that already has premium: the first stays the one on record
    -- (its refund revokes), and the account that paid is at least linked to it.
    update public.customers set user_id = coalesce(user_id, p_user) where id = v_existing.id;
    return 'recorded';
  end if;

  insert into public.customers (
    email, user_id, premium_access, purchased_at, stripe_customer_id, stripe_checkout_session_id,
    stripe_payment_intent_id, refunded_at
  )
  values (
    v_email, p_user, v_refunded_at is null, p_paid_at, p_stripe_customer_id, p_session_id,
    p_payment_intent_id, v_refunded_at
  )
  on conflict (email) do update
    set user_id = coalesce(excluded.user_id, public.customers.user_id),
        premium_access = excluded.premium_access,
        purchased_at = excluded.purchased_at,
        stripe_customer_id = coalesce(excluded.stripe_customer_id, public.customers.stripe_customer_id),
        stripe_checkout_session_id = excluded.stripe_checkout_session_id,
        stripe_payment_intent_id = excluded.stripe_payment_intent_id,
        refunded_at = excluded.refunded_at;

  return case when v_refunded_at is null then 'granted' else 'refunded' end;
end;
$$;

-- Revokes premium for a refunded payment. Returns 'revoked', 'pending' (no purchase for it yet: the
-- refund is remembered and applied when the purchase arrives), 'recorded' (already refunded) or
-- 'duplicate' (this event id was applied before).
create function public.revoke_purchase(p_payment_intent_id text, p_refunded_at timestamptz, p_event_id text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_known boolean;
begin
  perform pg_advisory_xact_lock(hashtextextended('payment:' || p_payment_intent_id, 0));
  if not public.claim_stripe_event(p_event_id, 'charge.refunded') then
    return 'duplicate';
  end if;
  insert into public.stripe_refunds (payment_intent_id, refunded_at)
  values (p_payment_intent_id, coalesce(p_refunded_at, now()))
  on conflict (payment_intent_id) do nothing;

  update public.customers
  set premium_access = false, refunded_at = coalesce(p_refunded_at, now())
  where stripe_payment_intent_id = p_payment_intent_id and refunded_at is null;
  if found then
    return 'revoked';
  end if;
  v_known := exists (select 1 from public.customers where stripe_payment_intent_id = p_payment_intent_id);
  return case when v_known then 'recorded' else 'pending' end;
end;
$$;

-- The purchase that gives the caller premium (or the latest one, refunded), for /profile.
create function public.purchase_of(p_user uuid)
returns public.customers
language sql
stable
security definer
set search_path = ''
as $$
  select c.*
  from public.customers c
  where c.user_id = p_user
     or (
       c.user_id is null
       and c.email = (select lower(u.email) from auth.users u where u.id = p_user and u.email_confirmed_at is not null)
     )
  order by c.premium_access desc, c.purchased_at desc nulls last
  limit 1;
$$;

-- The signed-in caller's purchase: {purchased_at, refundable_until, refunded_at}, or null.
-- refundable_until is null when the purchase cannot be refunded from the app (refunded already, or
-- not made through Stripe).
create function public.my_purchase()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'purchased_at', c.purchased_at,
    'refundable_until',
      case when c.premium_access and c.refunded_at is null and c.stripe_payment_intent_id is not null
        then c.purchased_at + interval '30 days' end,
    'refunded_at', c.refunded_at
  )
  from public.purchase_of((select auth.uid())) c
  where (select auth.uid()) is not null and c.id is not null;
$$;

-- The caller's runs, newest first. While the caller is premium the names that were locked are
-- appended (and locked_count is 0), so history reveals them after the purchase; after a refund they
-- are locked again.
create function public.my_generations()
returns table (id uuid, description text, names jsonb, locked_count integer, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as uid),
  p as (select public.is_premium(me.uid) as premium from me)
  select
    g.id,
    g.description,
    case when p.premium then g.names || coalesce(l.names, '[]') else g.names end,
    case when p.premium then 0 else g.locked_count end,
    g.created_at
  from me, p, public.name_generations g
  left join public.name_generation_locked l on l.generation_id = g.id
  where me.uid is not null and g.user_id = me.uid
  order by g.created_at desc;
$$;

revoke execute on function public.claim_stripe_event(text, text) from public, anon, authenticated;
revoke execute on function public.grant_purchase(text, text, text, uuid, text, timestamptz, text) from public, anon, authenticated;
revoke execute on function public.revoke_purchase(text, timestamptz, text) from public, anon, authenticated;
revoke execute on function public.purchase_of(uuid) from public, anon, authenticated;
revoke execute on function public.my_purchase() from public, anon;
revoke execute on function public.my_generations() from public, anon;

grant execute on function public.claim_stripe_event(text, text) to service_role;
grant execute on function public.grant_purchase(text, text, text, uuid, text, timestamptz, text) to service_role;
grant execute on function public.revoke_purchase(text, timestamptz, text) to service_role;
grant execute on function public.purchase_of(uuid) to service_role;
grant execute on function public.my_purchase() to authenticated;
grant execute on function public.my_generations() to authenticated;
