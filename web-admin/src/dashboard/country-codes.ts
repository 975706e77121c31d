import countries from 'i18n-iso-countries';

/** ISO 3166-1 numeric (the world topology's ids, e.g. "036") → alpha-2 ("AU"), or undefined. */
export const numericToAlpha2 = (numeric: string): string | undefined => (numeric ? countries.numericToAlpha2(numeric) : undefined);
