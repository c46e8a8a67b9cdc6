import { describeCases } from '../testing/cases.js';

const ids = (...n: number[]) => n.map((id) => ({ id }));

describeCases('ordering: directions, nulls, json paths, related columns', [
  { path: 'tasks?select=id&order=id.desc&limit=3', status: 200, json: ids(8, 7, 6) },
  { path: 'tasks?select=id&order=id.asc&limit=2', status: 200, json: ids(1, 2) },
  { path: 'tasks?select=id&order=priority.asc.nullsfirst,id&limit=3', status: 200, json: ids(6, 1, 3) },
  { path: 'tasks?select=id&order=priority.desc.nullslast,id&limit=2', status: 200, json: ids(4, 2) },
  { path: 'tasks?select=id&order=priority.nullslast,id.desc&limit=2', status: 200, json: ids(7, 3) },
  { path: 'tasks?select=id&order=done.desc,id.desc&limit=3', status: 200, json: ids(6, 2, 1) },
  { path: 'projects?select=id&order=meta->stars.desc.nullslast&limit=3', status: 200, json: ids(2, 3, 1) },
  { path: 'projects?select=id&order=meta->owner->>name.desc&meta->owner=not.is.null', status: 200, json: ids(3, 2, 1) },
  {
    path: 'projects?select=id,clients(name)&order=clients(name).asc.nullslast,id&limit=3',
    status: 200,
    json: [
      { id: 3, clients: { name: 'Apple' } },
      { id: 4, clients: { name: 'Apple' } },
      { id: 1, clients: { name: 'Microsoft' } },
    ],
  },
  { path: 'projects?select=id&order=clients(name)', status: 400, code: 'PGRST108' },
  { path: 'clients?select=id,projects(id)&order=projects(id)', status: 400, code: 'PGRST118' },
  { path: 'tasks?select=id&order=nope', status: 400, code: '42703' },
  { path: 'tasks?select=id&order=id.sideways', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&order=id.asc.desc', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&order=', status: 400, code: 'PGRST100' },
]);
