/** The SPA's client, @supabase/postgrest-js, against our server over real HTTP: it must work unchanged. */
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixtureApp } from '../testing/fixture-app.js';

let f: Awaited<ReturnType<typeof createFixtureApp>>;
let db: PostgrestClient;

beforeAll(async () => {
  f = await createFixtureApp();
  const address = await f.app.listen({ port: 0, host: '127.0.0.1' });
  // Over real HTTP the app's admin default of inject() does not apply: send a bearer token like a client.
  const { token } = await f.as('admin');
  db = new PostgrestClient(`${address}/api/db`, { headers: { authorization: `Bearer ${token}` } });
});
afterAll(() => f.close());

describe('@supabase/postgrest-js', () => {
  test('select with embeds, filters, order and an exact count', async () => {
    const { data, error, count, status } = await db
      .from('clients')
      .select('name, projects(name)', { count: 'exact' })
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'projects', ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toEqual([
      { name: 'Microsoft', projects: [{ name: 'Windows 10' }, { name: 'Windows 7' }] },
      { name: 'Apple', projects: [{ name: 'OSX' }, { name: 'IOS' }] },
    ]);
  });

  test('range, or, ilike, is, contains and single()', async () => {
    const page = await db.from('tasks').select('id').order('id').range(2, 3);
    expect(page.data).toEqual([{ id: 3 }, { id: 4 }]);
    const or = await db.from('tasks').select('id').or('id.eq.1,name.ilike.*osx').order('id');
    expect(or.data).toEqual([{ id: 1 }, { id: 7 }, { id: 8 }]);
    const nulls = await db.from('tasks').select('id').is('priority', null);
    expect(nulls.data).toEqual([{ id: 6 }]);
    const tags = await db.from('projects').select('id').contains('tags', ['mobile']);
    expect(tags.data).toEqual([{ id: 3 }]);
    const one = await db.from('clients').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'Apple' });
    const none = await db.from('clients').select('name').eq('id', 99).maybeSingle();
    expect(none.data).toBeNull();
    expect(none.error).toBeNull();
  });

  test('insert, upsert, update and delete with returned rows', async () => {
    const ins = await db.from('clients').insert({ id: 100, name: 'Pied Piper' }).select();
    expect(ins.status).toBe(201);
    expect(ins.data).toEqual([{ id: 100, name: 'Pied Piper' }]);
    const up = await db.from('clients').upsert({ id: 100, name: 'Pied Piper Inc' }).select('name');
    expect(up.data).toEqual([{ name: 'Pied Piper Inc' }]);
    const upd = await db.from('clients').update({ name: 'PP' }).eq('id', 100).select('id,name');
    expect(upd.data).toEqual([{ id: 100, name: 'PP' }]);
    const del = await db.from('clients').delete().eq('id', 100).select('id');
    expect(del.data).toEqual([{ id: 100 }]);
  });

  test('rpc by POST and GET', async () => {
    expect((await db.rpc('add_them', { a: 2, b: 3 })).data).toBe(5);
    expect((await db.rpc('projects_of', { client: 2 }, { get: true }).select('id').order('id')).data).toEqual([
      { id: 3 },
      { id: 4 },
    ]);
  });

  test('errors arrive as PostgREST errors', async () => {
    const { error, status } = await db.from('clients').select('nope');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column clients.nope does not exist' });
    const dup = await db.from('clients').insert({ id: 1, name: 'dup' });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
  });
});
