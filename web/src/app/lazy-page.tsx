import type { RbacObject } from '@opsdeck/common';
import type { ComponentType } from 'react';
import type { Feature } from '../lib/feature-flags';
import { FeatureRoute } from '../components/gates/feature-route';
import { Spinner } from '../components/ui/feedback';

export interface Gate {
  feature?: Feature;
  object?: RbacObject;
}

/** A route whose page is its own chunk (code-split by route), optionally behind a feature flag and RBAC. */
export function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, gate?: Gate) {
  return {
    // Shown while the first page's chunk loads on a fresh visit.
    hydrateFallbackElement: <Spinner label="Loading" />,
    lazy: async () => {
      const Page = pick(await load());
      if (!gate) return { Component: Page };
      return {
        Component: function GatedPage() {
          return (
            <FeatureRoute feature={gate.feature} object={gate.object}>
              <Page />
            </FeatureRoute>
          );
        },
      };
    },
  };
}
