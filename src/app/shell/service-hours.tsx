import { Trans } from '@lingui/react/macro';
import { CUSTOMER_SERVICE_HOURS } from '../../domain/constants';

/**
 * The customer-service hours, one text for the whole portal (footer, help contacts): weekdays 8–18,
 * Saturdays 9–13 (src/domain/constants.ts CUSTOMER_SERVICE_HOURS).
 */
export function ServiceHours() {
  const { weekdays, saturday } = CUSTOMER_SERVICE_HOURS;
  const weekdaysFrom = weekdays.from;
  const weekdaysTo = weekdays.to;
  const saturdayFrom = saturday.from;
  const saturdayTo = saturday.to;
  return (
    <Trans>
      darbo dienomis {weekdaysFrom}–{weekdaysTo} val., šeštadieniais {saturdayFrom}–{saturdayTo} val.
    </Trans>
  );
}
