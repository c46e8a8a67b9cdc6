import { expect } from 'vitest';
import { describeCases } from '../testing/cases.js';

const ids = (...n: number[]) => n.map((id) => ({ id }));

describeCases('ranges and counts: limit, offset, Range, Content-Range, 206, 416, count modes', [
  { path: 'tasks?select=id&order=id&limit=2', status: 200, contentRange: '0-1/*', json: ids(1, 2) },
  { path: 'tasks?select=id&order=id&limit=2&offset=2', status: 200, contentRange: '2-3/*', json: ids(3, 4) },
  { path: 'tasks?select=id&order=id&limit=2', headers: { prefer: 'count=exact' }, status: 206, contentRange: '0-1/8' },
  { path: 'tasks?select=id&order=id', headers: { prefer: 'count=exact' }, status: 200, contentRange: '0-7/8' },
  {
    path: 'tasks?select=id&order=id&offset=6',
    headers: { prefer: 'count=exact' },
    status: 206,
    contentRange: '6-7/8',
    json: ids(7, 8),
  },
  { path: 'tasks?select=id&id=gt.100', headers: { prefer: 'count=exact' }, status: 200, contentRange: '*/0', json: [] },
  { path: 'tasks?select=id&id=gt.100', status: 200, contentRange: '*/*', json: [] },
  { path: 'tasks?select=id&offset=20', headers: { prefer: 'count=exact' }, status: 416, code: 'PGRST103' },
  { path: 'tasks?select=id&offset=8', headers: { prefer: 'count=exact' }, status: 206, contentRange: '*/8', json: [] },
  {
    path: 'tasks?select=id&order=id',
    headers: { range: '0-2' },
    status: 200,
    contentRange: '0-2/*',
    json: ids(1, 2, 3),
  },
  { path: 'tasks?select=id&order=id', headers: { range: '6-' }, status: 200, contentRange: '6-7/*', json: ids(7, 8) },
  {
    path: 'tasks?select=id&order=id',
    headers: { range: '1-4', prefer: 'count=exact' },
    status: 206,
    contentRange: '1-4/8',
  },
  { path: 'tasks?select=id&order=id&limit=2', headers: { range: '1-4' }, status: 200, json: ids(2) },
  { path: 'tasks?select=id', headers: { range: '5-1' }, status: 416, code: 'PGRST103' },
  { path: 'tasks?select=id', headers: { range: 'bananas' }, status: 416, code: 'PGRST103' },
  { path: 'tasks?select=id&limit=-1', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&limit=abc', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&offset=1.5', status: 400, code: 'PGRST100' },
  { path: 'tasks?select=id&limit=0', headers: { prefer: 'count=exact' }, status: 206, contentRange: '*/8', json: [] },
  {
    path: 'tasks?select=id&done=is.true',
    headers: { prefer: 'count=exact' },
    status: 200,
    contentRange: '0-2/3',
    responseHeaders: { 'preference-applied': 'count=exact' },
  },
  {
    path: 'tasks?select=id&order=id&limit=1',
    headers: { prefer: 'count=planned' },
    status: 206,
    responseHeaders: { 'content-range': /^0-0\/\d+$/, 'preference-applied': 'count=planned' },
  },
  {
    path: 'tasks?select=id&order=id&limit=1',
    headers: { prefer: 'count=estimated' },
    status: 206,
    contentRange: '0-0/8',
  },
  {
    path: 'clients?select=id&order=id&limit=2',
    headers: { prefer: 'count=exact' },
    status: 206,
    contentRange: '0-1/3',
    json: ids(1, 2),
  },
  { path: 'tasks?select=id', headers: { prefer: 'count=sometimes, handling=strict' }, status: 400, code: 'PGRST122' },
  {
    path: 'tasks?select=id&id=eq.1',
    headers: { prefer: 'count=sometimes' },
    status: 200,
    json: ids(1),
    check: (d) => expect(d).toHaveLength(1),
  },
]);

describeCases(
  'max rows cap',
  [
    {
      path: 'tasks?select=id&order=id',
      headers: { prefer: 'count=exact' },
      status: 206,
      contentRange: '0-1/8',
      json: ids(1, 2),
    },
    { path: 'tasks?select=id&order=id&limit=100', status: 200, json: ids(1, 2) },
    { path: 'tasks?select=id&order=id&limit=1', status: 200, json: ids(1) },
  ],
  { maxRows: 2 },
);
