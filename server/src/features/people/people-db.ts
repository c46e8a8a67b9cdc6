/** Reads of people with their roles, and the admin count that guards role changes. */
import type pg from 'pg';

export interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  type: string | null;
  roles: string[];
  created_at: Date;
}

const SELECT = `
  select p.id, p.name, p.email, p.avatar, p.type, p.created_at,
         array(select r.role from person_roles r where r.person_id = p.id order by r.role) as roles
    from people p where p.deleted_at is null`;

export async function listPeople(db: pg.Pool): Promise<PersonRow[]> {
  return (await db.query<PersonRow>(`${SELECT} order by p.name`)).rows;
}

export async function findPerson(db: pg.Pool | pg.PoolClient, id: string): Promise<PersonRow | undefined> {
  return (await db.query<PersonRow>(`${SELECT} and p.id = $1`, [id])).rows[0];
}

/** Admins among live people, for "at least one administrator remains". */
export async function countAdmins(db: pg.PoolClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from person_roles r join people p on p.id = r.person_id
      where r.role = 'admin' and p.deleted_at is null and p.type is null`,
  );
  return rows[0]!.n;
}
