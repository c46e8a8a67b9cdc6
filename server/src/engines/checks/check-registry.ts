import { createRegistry } from '../registry.js';
import type { CheckContext, CheckOutcome } from './check-kind.js';

/** The registry of check types; each file in kinds/ registers one (see kinds/index.ts). */
export const checkKinds = createRegistry<CheckContext, CheckOutcome>('check type');
