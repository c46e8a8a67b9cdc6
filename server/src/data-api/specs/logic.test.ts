import { describeCases } from '../testing/cases.js';

const ids = (...n: number[]) => n.map((id) => ({ id }));

describeCases('logic trees: or, and, not, nesting', [
  { path: 'tasks?select=id&or=(id.eq.1,id.eq.8)&order=id', status: 200, json: ids(1, 8) },
  { path: 'tasks?select=id&and=(id.gt.2,id.lt.5)&order=id', status: 200, json: ids(3, 4) },
  { path: 'tasks?select=id&or=(id.eq.1,and(id.gt.6,done.is.false))&order=id', status: 200, json: ids(1, 7, 8) },
  { path: 'tasks?select=id&not.or=(id.lt.7,done.is.true)&order=id', status: 200, json: ids(7, 8) },
  { path: 'tasks?select=id&not.and=(id.gt.1,id.lt.8)&order=id', status: 200, json: ids(1, 8) },
  { path: 'tasks?select=id&or=(id.not.lt.8,name.eq.Code%20w7)&order=id', status: 200, json: ids(2, 8) },
  {
    path: 'tasks?select=id&or=(name.like.*IOS,not.and(id.gt.1,priority.is.null))&order=id&project_id=neq.1',
    status: 200,
    json: ids(3, 4, 5, 6, 7, 8),
  },
  { path: 'tasks?select=id&or=(id.in.(1,2),id.eq.5)&order=id', status: 200, json: ids(1, 2, 5) },
  { path: 'clients?select=id&or=(name.eq."a,b",name.eq."Apple")', status: 200, json: ids(2) },
  {
    path: 'projects?select=id&or=(meta->>stars.eq.9,meta->owner->>name.eq.ann)&order=id',
    status: 200,
    json: ids(1, 2),
  },
  { path: 'projects?select=id&or=(created_at.gt.now-2h,id.eq.1)&order=id', status: 200, json: ids(1, 5) },
  { path: 'tasks?select=id&or=(id.eq.1,or(id.eq.2,or(id.eq.3,id.eq.4)))&order=id', status: 200, json: ids(1, 2, 3, 4) },
  { path: 'tasks?select=id&or=(id.eq.1)&or=(id.eq.1,id.eq.2)', status: 200, json: ids(1) },
  { path: 'tasks?select=id&or=id.eq.1', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&or=(id.eq.1', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&or=()', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&or=(id.eq.1,nope.eq.2)', status: 400, code: '42703' },
  { path: 'tasks?select=id&or=(id.zz.1)', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&or=(id)', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&xor=(id.eq.1)', status: 400, code: 'PGRST100' },
]);
