import { ProviderError } from '@app/provider-kit/server';
import { type HouseWords, houseT } from '../i18n';

/**
 * An error the house game API answers in its envelope (status, code, Vietnamese message); with
 * `words` when it was raised from the catalogue, so it can be told in the language the screen
 * asks for (decision 175).
 */
export class HouseError extends ProviderError {
  words?: HouseWords;
}

/** The house games' texts in Vietnamese: the API's own words, which a refusal falls back to. */
export const vi = houseT('vi');

/** A refusal worded from the catalogue (`errors.*`) with its figures, told in either language. */
export function houseError(
  status: number,
  code: string,
  key: string,
  params?: Record<string, unknown>,
  extra?: Record<string, unknown>,
): HouseError {
  const error = new HouseError(status, code, vi(key, params), extra);
  error.words = { key, params };
  return error;
}
