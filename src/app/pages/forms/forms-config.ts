import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';

/** Where the paper forms and the hosted tax forms live (GET /api/v1/forms/config); empty means this site. */
export interface FormsConfig {
  formsHost: string;
  imagesHost: string;
}

const SAME_ORIGIN: FormsConfig = { formsHost: '', imagesHost: '' };

/**
 * The hosts of the forms page's links. Until they are known, and if the call fails, the links point to this site,
 * which is also the default deployment: the page stays usable either way.
 */
export function useFormsConfig(): FormsConfig {
  const [config, setConfig] = useState(SAME_ORIGIN);
  useEffect(() => {
    let current = true;
    api<FormsConfig>('GET', '/v1/forms/config')
      .then((loaded) => current && setConfig({ ...SAME_ORIGIN, ...loaded }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return config;
}
