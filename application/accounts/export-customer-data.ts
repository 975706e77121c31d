import { fail, ok, type Result } from '../../domain/result.js';
import type { CustomerData, PersonalDataRepository } from './ports.js';

export const ACCOUNT_GONE = 'This account no longer exists.';

/** A copy of everything the shop holds about the signed-in customer, and nothing of anyone else. */
export function makeExportCustomerData(deps: { personalData: Pick<PersonalDataRepository, 'collect'> }) {
  return async (input: { userId: string }): Promise<Result<CustomerData, 'not_found'>> => {
    const data = await deps.personalData.collect(input.userId);
    return data ? ok(data) : fail('not_found', ACCOUNT_GONE);
  };
}
