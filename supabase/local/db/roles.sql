-- Supabase's base objects that migrations rely on, recreated for the local stand-in.
-- Runs on every start, so every statement is idempotent.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The role the REST layer logs in as; it may only switch to the API roles, as in PostgREST.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Hosted limits for API roles, so a runaway query fails locally the way it does in production.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- Supabase grants the API roles everything created in public; row-level security is the real barrier.
-- Only default privileges (no blanket grant on existing objects), so a migration's revoke survives restarts.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant all on sequences to service_role;
alter default privileges in schema public grant all on routines to service_role;
-- Hosted sets the API roles' defaults once, when the project is created, and a migration may narrow them
-- (20261123000000_api_role_grants.sql does): so only a brand-new database gets them here, not a restart.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges in schema public grant all on tables to anon, authenticated;
    alter default privileges in schema public grant all on sequences to anon, authenticated;
    alter default privileges in schema public grant all on routines to anon, authenticated;
  end if;
end
$$;

-- The stand-in's own state (outbox, migration bookkeeping) lives where the API roles cannot see it.
create schema if not exists _local;
revoke all on schema _local from public;

create schema if not exists supabase_migrations;
revoke all on schema supabase_migrations from public;
-- Same shape as the Supabase CLI's table, so `supabase migration list` habits carry over.
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
