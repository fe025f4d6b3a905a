-- Customers: who paid for premium. Written only by the payment functions (service role);
-- premium access is read from here and nowhere else (architecture §5, §6).
create table public.customers (
  id uuid primary key default gen_random_uuid(),
  -- Stored lower-case so a purchase matches the account whatever case the buyer typed.
  email text not null unique check (email = lower(email)),
  user_id uuid references auth.users (id) on delete set null,
  premium_access boolean not null default false,
  purchased_at timestamptz,
  stripe_customer_id text,
  stripe_checkout_session_id text unique,
  created_at timestamptz not null default now()
);

comment on table public.customers is 'One row per paying email; user_id is null for a guest purchase until the buyer signs up.';

alter table public.customers enable row level security;

create policy "Users can read their own customer row"
  on public.customers
  for select
  to authenticated
  using (user_id = (select auth.uid()));

-- No insert/update/delete policies: only the service role writes. Row-level security does not
-- cover TRUNCATE, so take that (and the other write grants) away from the API roles as well.
revoke insert, update, delete, truncate on public.customers from anon, authenticated;

create index customers_user_id_idx on public.customers (user_id);
