import type { FormValues } from '../../../machines/forms/form.machine';
import { cacheKey } from '../../api/cache-key';
import type { PortalPorts } from '../../app/flow-ports';
import { reloadAfterWrite } from '../../app/routes/load';
import { normalizePhoneField } from '../../domain/phone';

/** §6 asset score consent (approved) or its withdrawal; the score is loaded again. */
export async function updateAssetScoreAgreement(ports: PortalPorts, approved: boolean, signal: AbortSignal) {
  await ports.api.call('Dashboard.UpdateAssetScoreAgreement', {
    query: { approved: approved ? 'true' : 'false' },
    signal,
  });
  await reloadAfterWrite(ports, cacheKey('Dashboard.GetAssetScore'));
}

export function createAssetScoreConsultation(ports: PortalPorts, values: FormValues, signal: AbortSignal) {
  const phone = values.phone ?? '';
  const comment = (values.comment ?? '').trim();
  return ports.api.call('Dashboard.CreateAssetScoreConsultation', {
    body: { phoneNumber: normalizePhoneField(phone), ...(comment ? { comment } : {}) },
    signal,
  });
}

/** The dashboard's banner alert: "do not show again". */
export async function dismissBannerAlert(ports: PortalPorts, signal: AbortSignal) {
  await ports.api.call('Dashboard.ModifyBannerAlert', { query: { showBannerAlert: 'false' }, signal });
  await reloadAfterWrite(ports, cacheKey('Dashboard.GetDashboard'));
}
