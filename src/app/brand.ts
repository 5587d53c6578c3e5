import brandFile from '../shared/brand.json';

/** The supplier this deployment is branded for (src/shared/brand.json). */
export const brand = brandFile;
