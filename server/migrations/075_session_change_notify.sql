-- Session cookies are remembered for a few seconds too (plugins/auth-credential-cache.ts): a session that ends
-- (sign-out, revocation, a deleted user's sessions going with it) or changes hands must be forgotten at once on
-- every replica. Same channel and payload (the person id) as migration 074: its function learns where
-- auth_sessions keeps the person ("userId").
create or replace function notify_auth_change() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'people' then
    perform pg_notify('opsdeck_auth', coalesce(new.id, old.id)::text);
  elsif tg_table_name = 'auth_sessions' then
    perform pg_notify('opsdeck_auth', old."userId");
  else
    perform pg_notify('opsdeck_auth', coalesce(new.person_id, old.person_id)::text);
  end if;
  return null;
end $$;

create trigger auth_sessions_auth_delete after delete on auth_sessions
  for each row execute function notify_auth_change();
-- A refresh only moves "expiresAt" later: not worth forgetting anything for.
create trigger auth_sessions_auth_update after update on auth_sessions
  for each row
  when (old.token is distinct from new.token or old."userId" is distinct from new."userId"
        or new."expiresAt" < old."expiresAt")
  execute function notify_auth_change();
