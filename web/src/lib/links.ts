/** Version of this SPA, from web/package.json at build time (the user menu's frontend version). */
export const FRONTEND_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** Documentation links of the help menu and the kubeconfig dialog. */
export const DOCS_URL = 'https://docs.opsdeck.dev';
export const KUBECONFIG_DOCS_URL = 'https://docs.opsdeck.dev/kubeconfig';
