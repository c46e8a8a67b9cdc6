-- Session cookies are remembered for a few seconds too (plugins/auth-credential-cache.ts): a session that ends
-- (sign-out, revocation, a deleted user's sessions going with it) or changes hands must be forgotten at once on
-- every replica. The payload is the person id, as for the triggers of migration 074.
create or replace function notify_session_change() returns trigger
language plpgsql as $$
begin
  perform pg_notify('opsdeck_auth', old."userId");
  return null;
end $$;

create trigger auth_sessions_auth_delete after delete on auth_sessions
  for each row execute function notify_session_change();
-- A refresh only moves "expiresAt" later: not worth forgetting anything for.
create trigger auth_sessions_auth_update after update on auth_sessions
  for each row
  when (old.token is distinct from new.token or old."userId" is distinct from new."userId"
        or new."expiresAt" < old."expiresAt")
  execute function notify_session_change();
