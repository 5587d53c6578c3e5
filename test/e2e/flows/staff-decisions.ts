import type { RunningProduct } from '../harness.ts';
import { apiCall, seedStaffMember } from './staff-seed.ts';

/**
 * Another manager decides on the application through the API (as their own console would), while the test's
 * manager still has it open: the race a 409 answers.
 */
export async function decideAsAnotherManager(
  product: RunningProduct,
  { email, name }: { email: string; name: string },
  applicationId: string,
  decision: Record<string, unknown>,
): Promise<void> {
  const { accessToken } = await seedStaffMember(product, { email, name, role: 'manager' });
  await apiCall(product, accessToken, 'POST', `/staff/applications/${applicationId}/decision`, decision);
}
