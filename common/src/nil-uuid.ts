/** spec: a nil UUID (all zeros) agent id means the local, no-agent case. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
