// Whether this server sells the premium plan, for the landing page before anyone signs in: null
// while asking, then true or false. Unreachable counts as off: the page then promises no trial.
import { useEffect, useState } from 'react';
import { fetchBillingConfig } from './registrationApi.ts';

export function useBillingEnabled(): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    fetchBillingConfig().then(
      (config) => current && setEnabled(config.enabled),
      () => current && setEnabled(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return enabled;
}
