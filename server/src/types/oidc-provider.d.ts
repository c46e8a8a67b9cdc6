// oidc-provider (the OIDC test peer of features/auth/oidc.test.ts) ships no types; the test uses a small part of it.
declare module 'oidc-provider';
