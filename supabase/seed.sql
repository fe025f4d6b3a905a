-- Development data, loaded on a fresh local database only (npm start on a new .local/, npm run db:reset).
-- A guest purchase: sign up as premium@example.com and confirm the email (see the outbox) to get a
-- premium account without going through checkout.
insert into public.customers (email, premium_access, purchased_at, stripe_customer_id, stripe_checkout_session_id)
values ('premium@example.com', true, now(), 'cus_local_seed', 'cs_local_seed')
on conflict (email) do nothing;
