-- Tells every server process when what a bearer token grants may have changed, so processes that remember verified
-- tokens for a few seconds (plugins/auth-token-cache.ts) forget that person's at once: a revoked or expired token,
-- a changed role, a deleted person. Written by triggers, so every path (API, CLI, SQL) is covered. The payload is
-- the person id.
create or replace function notify_auth_change() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'people' then
    perform pg_notify('opsdeck_auth', coalesce(new.id, old.id)::text);
  else
    perform pg_notify('opsdeck_auth', coalesce(new.person_id, old.person_id)::text);
  end if;
  return null;
end $$;

create trigger access_tokens_auth_delete after delete on access_tokens
  for each row execute function notify_auth_change();
-- Not for last_used_at, which every token's use writes once a minute.
create trigger access_tokens_auth_update after update on access_tokens
  for each row
  when ((old.value, old.expires_at, old.person_id, old.scopes) is distinct from
        (new.value, new.expires_at, new.person_id, new.scopes))
  execute function notify_auth_change();
create trigger person_roles_auth_change after insert or update or delete on person_roles
  for each row execute function notify_auth_change();
create trigger people_auth_delete after delete on people
  for each row execute function notify_auth_change();
create trigger people_auth_update after update on people
  for each row when (old.deleted_at is distinct from new.deleted_at)
  execute function notify_auth_change();
