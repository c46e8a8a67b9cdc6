-- Identity tables of better-auth (features/auth/create-auth.ts), generated from the library's own schema for
-- the configured plugins (two-factor, passkey, generic OAuth) and kept in the library's column names, since
-- only the library reads them. None of these tables is ever exposed by the data API.
-- People mirror identities: an auth_users row and its people row share one id (text here, uuid there).

create table "auth_users" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null, "twoFactorEnabled" boolean, "firstName" text, "lastName" text);

create table "auth_sessions" ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "auth_users" ("id") on delete cascade);

create table "auth_accounts" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "auth_users" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null);

create table "auth_verifications" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null);

create table "auth_two_factors" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "auth_users" ("id") on delete cascade, "verified" boolean, "failedVerificationCount" integer, "lockedUntil" timestamptz);

create table "auth_passkeys" ("id" text not null primary key, "name" text, "publicKey" text not null, "userId" text not null references "auth_users" ("id") on delete cascade, "credentialID" text not null, "counter" integer not null, "deviceType" text not null, "backedUp" boolean not null, "transports" text, "createdAt" timestamptz, "aaguid" text);

create index "auth_sessions_userId_idx" on "auth_sessions" ("userId");

create index "auth_accounts_userId_idx" on "auth_accounts" ("userId");

create index "auth_verifications_identifier_idx" on "auth_verifications" ("identifier");

create index "auth_two_factors_secret_idx" on "auth_two_factors" ("secret");

create index "auth_two_factors_userId_idx" on "auth_two_factors" ("userId");

create index "auth_passkeys_userId_idx" on "auth_passkeys" ("userId");

create index "auth_passkeys_credentialID_idx" on "auth_passkeys" ("credentialID");

-- Mirror every identity into people (name, email), so created_by, teams and roles reference one table.
create or replace function mirror_auth_user() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update people set deleted_at = now() where id = old.id::uuid and deleted_at is null;
    delete from person_roles where person_id = old.id::uuid;
    delete from access_tokens where person_id = old.id::uuid;
    return old;
  end if;
  insert into people (id, name, email, avatar)
  values (new.id::uuid, new.name, new.email, new.image)
  on conflict (id) do update set name = excluded.name, email = excluded.email, avatar = excluded.avatar,
                                 deleted_at = null;
  return new;
end $$;

create trigger mirror_auth_user after insert or update of name, email, image or delete on auth_users
  for each row execute function mirror_auth_user();

-- Settings the server keeps for itself (the generated cookie-signing secret when OPSDECK_AUTH_SECRET is unset).
create table auth_settings (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Failed password sign-ins per account (lower-cased e-mail, known or not) for the hourly limit; shared by
-- every replica. Old rows are pruned on insert.
create table auth_sign_in_failures (
  email text not null,
  failed_at timestamptz not null default now()
);
create index auth_sign_in_failures_email_idx on auth_sign_in_failures (email, failed_at);
