import { Connection, Request } from 'tedious';
import { startTdsServer } from '/work/main/server/src/engines/checks/testing/tds-server.ts';
const peer = await startTdsServer({ user: 'sa', password: 'pw' });
const c = new Connection({ server: '127.0.0.1', authentication: { type: 'default', options: { userName: 'sa', password: 'pw' } }, options: { port: peer.port, encrypt: false, debug: { packet: true, data: true, payload: true, token: true } } });
c.on('debug', (m) => console.log('DBG', m));
c.on('error', (e) => console.log('ERR', e));
c.on('end', () => console.log('END'));
c.connect((err) => { console.log('connect', err); console.log(peer.messages); c.close(); peer.close(); });
