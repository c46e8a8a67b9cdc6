/** Team members (settings document §7): list with the person embedded, add several, remove one. */
import { db, unwrap } from '../../api/db';

export interface Person {
  id: string;
  name: string;
  email?: string | null;
}

export interface MemberRow {
  team_id: string;
  person_id: Person | null;
}

export const teamMemberKeys = {
  list: (teamId: string) => ['team-members', teamId] as const,
  people: ['people', 'picker'] as const,
};

/** GET /team_members?team_id=eq.{id}&select=*,person_id(*) */
export async function fetchTeamMembers(teamId: string): Promise<MemberRow[]> {
  return (unwrap(await db.from('team_members').select('*,person_id(*)').eq('team_id', teamId)) ?? []) as MemberRow[];
}

/** GET /people (not deleted, by name) for the Add Members picker. */
export async function fetchPeople(): Promise<Person[]> {
  const rows = await db
    .from('people')
    .select('id,name,email')
    .is('deleted_at', null)
    .order('name', { ascending: true });
  return (unwrap(rows) ?? []) as Person[];
}

/** POST /team_members with an array of {team_id, person_id}. */
export async function addTeamMembers(teamId: string, personIds: string[]): Promise<void> {
  unwrap(await db.from('team_members').insert(personIds.map((person_id) => ({ team_id: teamId, person_id }))));
}

/** DELETE /team_members?person_id=eq.{id} (scoped to this team). */
export async function removeTeamMember(teamId: string, personId: string): Promise<void> {
  unwrap(await db.from('team_members').delete().eq('team_id', teamId).eq('person_id', personId));
}
