-- The outbox: every email the stack "sends", kept with the data directory so it survives restarts.
create table if not exists _local.mail (
  seq bigint generated always as identity primary key,
  id uuid not null unique default gen_random_uuid(),
  "to" text not null,
  subject text not null,
  text text not null,
  html text not null,
  created_at timestamptz not null default now()
);
