export * from './rbac-objects.js';
export * from './nil-uuid.js';
