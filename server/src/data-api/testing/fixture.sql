-- A small schema that exercises every part of the grammar, in the spirit of PostgREST's own test schema.
create table clients (id int primary key, name text not null);
create table projects (
  id int primary key, name text not null, client_id int references clients(id),
  tags text[] not null default '{}', meta jsonb, created_at timestamptz not null default now()
);
create table tasks (
  id int primary key, name text not null, project_id int references projects(id),
  done boolean not null default false, priority int, due timestamptz
);
create table fx_users (id int primary key, name text not null);
create table users_tasks (
  user_id int references fx_users(id), task_id int references tasks(id), primary key (user_id, task_id)
);
create table messages (
  id int primary key, body text,
  sender_id int references fx_users(id), recipient_id int references fx_users(id)
);
create table user_profiles (user_id int primary key references fx_users(id), bio text);
create table articles (
  id serial primary key, title text not null, body text,
  search tsvector generated always as (to_tsvector('english', title || ' ' || coalesce(body, ''))) stored,
  during tstzrange
);
create table items (
  id uuid primary key default gen_random_uuid(), name text not null unique, qty int not null default 0,
  labels jsonb not null default '{}', created_at timestamptz not null default now()
);
create table hidden_secrets (id int primary key, value text);
create view project_view as
  select p.id, p.name, p.client_id, c.name as client_name from projects p left join clients c on c.id = p.client_id;

create view open_tasks as select id, name, project_id, done from tasks where not done;

create function add_them(a int, b int) returns int language sql immutable as 'select a + b';
create function projects_of(client int) returns setof projects language sql stable
  as 'select * from projects where client_id = client order by id';
create function bump_item(item_name text) returns void language sql volatile
  as 'update items set qty = qty + 1 where name = item_name';
create function echo_json(payload jsonb) returns jsonb language sql immutable as 'select payload';
create function task_stats() returns table(total bigint, done bigint) language sql stable
  as 'select count(*), count(*) filter (where done) from tasks';
create function task_names() returns setof text language sql stable as 'select name from tasks order by id';
create function raise_it() returns int language plpgsql stable
  as $$ begin raise exception 'custom failure' using hint = 'call support', detail = 'something broke'; end $$;

insert into clients values (1, 'Microsoft'), (2, 'Apple'), (3, 'No Projects Inc');
insert into projects (id, name, client_id, tags, meta, created_at) values
  (1, 'Windows 7', 1, '{os,legacy}', '{"owner": {"name": "ann"}, "stars": 5}', now() - interval '10 days'),
  (2, 'Windows 10', 1, '{os}', '{"owner": {"name": "bob"}, "stars": 9}', now() - interval '1 day'),
  (3, 'IOS', 2, '{mobile,os}', '{"owner": {"name": "cid"}, "stars": 7}', now() - interval '3 hours'),
  (4, 'OSX', 2, '{desktop}', null, now() - interval '40 days'),
  (5, 'Orphan', null, '{}', '{"list": [1, 2, 3]}', now());
insert into tasks values
  (1, 'Design w7', 1, true, 1, now() - interval '300 days'), (2, 'Code w7', 1, true, 2, null),
  (3, 'Design w10', 2, false, 1, now() + interval '5 days'), (4, 'Code w10', 2, false, 3, null),
  (5, 'Design IOS', 3, false, 2, null), (6, 'Code IOS', 3, true, null, null),
  (7, 'Design OSX', 4, false, 1, null), (8, 'Code OSX', 4, false, 2, null);
insert into fx_users values (1, 'Angela Martin'), (2, 'Michael Scott'), (3, 'Dwight Schrute');
insert into users_tasks values (1, 1), (1, 2), (1, 3), (2, 3), (2, 4), (3, 5);
insert into messages values (1, 'Hello Michael', 1, 2), (2, 'Hi Angela', 2, 1), (3, 'Beets', 3, 2);
insert into user_profiles values (1, 'Accounting'), (2, 'World''s best boss');
insert into articles (title, body, during) values
  ('Fat cats ate rats', 'The cats were hungry', tstzrange('2020-01-01', '2020-02-01')),
  ('Dogs play fetch', 'Fetching is fun for dogs', tstzrange('2020-03-01', '2020-04-01'));
insert into items (name, qty, labels) values ('apple', 3, '{"color": "red", "app.kubernetes.io/name": "fruit"}'),
  ('banana', 0, '{"color": "yellow"}');
insert into hidden_secrets values (1, 'do not show');
