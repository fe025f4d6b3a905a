-- The API roles keep only what the app uses.
--
-- Supabase's default privileges give anon and authenticated every privilege on each new table in
-- public (SELECT, REFERENCES, TRIGGER, MAINTAIN, and the writes); the earlier migrations took back
-- only the writes. Row-level security still filtered rows, but every extra grant is one missing
-- policy away from a leak. What is used: the SPA reads its own name_generations (history) and calls
-- my_usage() and profile_stats(); the functions use the service role. authenticated keeps SELECT
-- exactly where a policy lets owners read their rows; anon keeps nothing on any table.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant select on public.customers, public.name_generations, public.credit_grants to authenticated;

-- Tables, sequences and functions that later migrations create get no privileges for the API roles
-- unless the migration grants them. Default privileges belong to the role that creates the objects:
-- on hosted Supabase that is `postgres` (what `supabase db push` runs as), whose defaults Supabase
-- sets to ALL for anon/authenticated/service_role when the project is created; this changes them
-- for `postgres` only (objects made by supabase_admin, e.g. from the dashboard's table editor, keep
-- Supabase's defaults). service_role keeps its defaults. EXECUTE for PUBLIC is a global default
-- that per-schema defaults cannot take away, so each migration still revokes it per function
-- (tests/stack/grants.test.ts fails on a function PUBLIC may call).
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
