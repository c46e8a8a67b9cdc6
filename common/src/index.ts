export * from './rbac-objects.js';
export * from './nil-uuid.js';
export * from './ui-constants.js';
export * from './spec-permissions.js';
export * from './relative-time.js';
