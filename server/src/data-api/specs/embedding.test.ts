import { expect } from 'vitest';
import { describeCases } from '../testing/cases.js';

describeCases('embedding: many-to-one, one-to-many, one-to-one, many-to-many, hints, inner, spread, nesting', [
  {
    path: 'projects?select=name,clients(name)&id=eq.1',
    status: 200,
    json: [{ name: 'Windows 7', clients: { name: 'Microsoft' } }],
  },
  { path: 'projects?select=name,client:clients(name)&id=eq.5', status: 200, json: [{ name: 'Orphan', client: null }] },
  {
    path: 'projects?select=name,client_id(name)&id=eq.3',
    status: 200,
    json: [{ name: 'IOS', client_id: { name: 'Apple' } }],
  },
  {
    path: 'projects?select=name,owner:client_id(*)&id=eq.3',
    status: 200,
    json: [{ name: 'IOS', owner: { id: 2, name: 'Apple' } }],
  },
  {
    path: 'projects?select=*,client_id(name)&id=eq.3',
    status: 200,
    check: (d) => expect(d[0]).toMatchObject({ id: 3, name: 'IOS', client_id: { name: 'Apple' } }),
  },
  {
    path: 'clients?select=name,projects(name)&id=eq.2&projects.order=id',
    status: 200,
    json: [{ name: 'Apple', projects: [{ name: 'IOS' }, { name: 'OSX' }] }],
  },
  {
    path: 'clients?select=name,projects(name)&id=eq.3',
    status: 200,
    json: [{ name: 'No Projects Inc', projects: [] }],
  },
  {
    path: 'clients?select=name,projects(name,tasks(name))&id=eq.2&projects.order=id&projects.tasks.order=id.desc',
    status: 200,
    json: [
      {
        name: 'Apple',
        projects: [
          { name: 'IOS', tasks: [{ name: 'Code IOS' }, { name: 'Design IOS' }] },
          { name: 'OSX', tasks: [{ name: 'Code OSX' }, { name: 'Design OSX' }] },
        ],
      },
    ],
  },
  {
    path: 'tasks?select=name,projects(name,clients(name))&id=eq.5',
    status: 200,
    json: [{ name: 'Design IOS', projects: { name: 'IOS', clients: { name: 'Apple' } } }],
  },
  {
    path: 'fx_users?select=name,user_profiles(bio)&id=eq.2',
    status: 200,
    json: [{ name: 'Michael Scott', user_profiles: { bio: "World's best boss" } }],
  },
  {
    path: 'user_profiles?select=bio,fx_users(name)&user_id=eq.1',
    status: 200,
    json: [{ bio: 'Accounting', fx_users: { name: 'Angela Martin' } }],
  },
  {
    path: 'tasks?select=name,fx_users(name)&id=eq.3&fx_users.order=id',
    status: 200,
    json: [{ name: 'Design w10', fx_users: [{ name: 'Angela Martin' }, { name: 'Michael Scott' }] }],
  },
  {
    path: 'fx_users?select=name,tasks(id)&id=eq.3',
    status: 200,
    json: [{ name: 'Dwight Schrute', tasks: [{ id: 5 }] }],
  },
  {
    path: 'fx_users?select=name,messages(body)',
    status: 300,
    code: 'PGRST201',
    check: (d) => expect(d.hint).toContain('messages!'),
  },
  {
    path: 'fx_users?select=name,messages!sender_id(body)&id=eq.3',
    status: 200,
    json: [{ name: 'Dwight Schrute', messages: [{ body: 'Beets' }] }],
  },
  {
    path: 'fx_users?select=name,received:messages!recipient_id(body)&id=eq.1',
    status: 200,
    json: [{ name: 'Angela Martin', received: [{ body: 'Hi Angela' }] }],
  },
  {
    path: 'fx_users?select=name,messages!messages_sender_id_fkey(body)&id=eq.1',
    status: 200,
    json: [{ name: 'Angela Martin', messages: [{ body: 'Hello Michael' }] }],
  },
  {
    path: 'messages?select=body,sender:fx_users!sender_id(name),recipient:fx_users!recipient_id(name)&id=eq.1',
    status: 200,
    json: [{ body: 'Hello Michael', sender: { name: 'Angela Martin' }, recipient: { name: 'Michael Scott' } }],
  },
  {
    path: 'messages?select=body,sender_id(name)&id=eq.2',
    status: 200,
    json: [{ body: 'Hi Angela', sender_id: { name: 'Michael Scott' } }],
  },
  { path: 'clients?select=name,fx_users(name)', status: 400, code: 'PGRST200' },
  { path: 'clients?select=name,hidden_secrets(*)', status: 400, code: 'PGRST200' },
  { path: 'clients?select=name,projects!nonexistent_fk(name)', status: 400, code: 'PGRST200' },
  {
    path: 'clients?select=id,projects!inner(name)&projects.name=eq.IOS',
    status: 200,
    json: [{ id: 2, projects: [{ name: 'IOS' }] }],
  },
  {
    path: 'clients?select=id,projects(name)&projects.name=eq.IOS&order=id',
    status: 200,
    json: [
      { id: 1, projects: [] },
      { id: 2, projects: [{ name: 'IOS' }] },
      { id: 3, projects: [] },
    ],
  },
  {
    path: 'clients?select=id,projects!inner(id)&order=id',
    headers: { prefer: 'count=exact' },
    status: 200,
    contentRange: '0-1/2',
    json: [
      { id: 1, projects: [{ id: 1 }, { id: 2 }] },
      { id: 2, projects: [{ id: 3 }, { id: 4 }] },
    ],
  },
  {
    path: 'projects?select=id,clients!inner(name)&clients.name=eq.Apple&order=id',
    status: 200,
    json: [
      { id: 3, clients: { name: 'Apple' } },
      { id: 4, clients: { name: 'Apple' } },
    ],
  },
  {
    path: 'projects?select=id,clients(name)&clients=not.is.null&clients.name=eq.Apple&order=id',
    status: 200,
    json: [
      { id: 3, clients: { name: 'Apple' } },
      { id: 4, clients: { name: 'Apple' } },
    ],
  },
  { path: 'projects?select=id,clients(name)&clients=is.null', status: 200, json: [{ id: 5, clients: null }] },
  { path: 'clients?select=id,projects(id)&projects=is.null', status: 200, json: [{ id: 3, projects: [] }] },
  {
    path: 'clients?select=name,projects(name)&projects.limit=1&projects.order=id.desc&id=eq.1',
    status: 200,
    json: [{ name: 'Microsoft', projects: [{ name: 'Windows 10' }] }],
  },
  {
    path: 'clients?select=name,projects(name)&projects.limit=1&projects.offset=1&projects.order=id&id=eq.2',
    status: 200,
    json: [{ name: 'Apple', projects: [{ name: 'OSX' }] }],
  },
  {
    path: 'clients?select=name,projects(name)&projects.or=(id.eq.1,id.eq.4)&order=id&projects.order=id',
    status: 200,
    json: [
      { name: 'Microsoft', projects: [{ name: 'Windows 7' }] },
      { name: 'Apple', projects: [{ name: 'OSX' }] },
      { name: 'No Projects Inc', projects: [] },
    ],
  },
  {
    path: 'clients?select=name,projects(name,tasks(id))&projects.tasks.done=is.true&id=eq.2',
    status: 200,
    json: [
      {
        name: 'Apple',
        projects: [
          { name: 'IOS', tasks: [{ id: 6 }] },
          { name: 'OSX', tasks: [] },
        ],
      },
    ],
  },
  {
    path: 'projects?select=id,...clients(client_name:name)&id=eq.1',
    status: 200,
    json: [{ id: 1, client_name: 'Microsoft' }],
  },
  {
    path: 'tasks?select=id,...projects(project:name,...clients(client:name))&id=eq.7',
    status: 200,
    json: [{ id: 7, project: 'OSX', client: 'Apple' }],
  },
  { path: 'clients?select=id,...projects(name)', status: 400, code: 'PGRST119' },
  {
    path: 'project_view?select=name,clients(name)&id=eq.2',
    status: 200,
    json: [{ name: 'Windows 10', clients: { name: 'Microsoft' } }],
  },
  {
    path: 'clients?select=name,project_view(name)&id=eq.2&project_view.order=id',
    status: 200,
    json: [{ name: 'Apple', project_view: [{ name: 'IOS' }, { name: 'OSX' }] }],
  },
  { path: 'clients?select=id&projects.id=eq.1', status: 400, code: 'PGRST108' },
  { path: 'clients?select=id&projects.order=id', status: 400, code: 'PGRST108' },
  { path: 'clients?select=id,projects(nope)', status: 400, code: '42703' },
  {
    path: 'tasks?select=a:projects(b:clients(c:projects(d:clients(id))))',
    status: 400,
    code: 'PGRST100',
    check: (d) => expect(d.message).toContain('embedding'),
  },
  {
    path: 'tasks?select=id,projects(clients(projects(id)))&id=eq.1',
    status: 200,
    json: [{ id: 1, projects: { clients: { projects: [{ id: 1 }, { id: 2 }] } } }],
  },
]);
