import { Trans } from '@lingui/react/macro';
import { config } from '../config';
import { isWithin } from '../../domain/time-window';

/** The maintenance info bar of §2, shown only inside the configured window. */
export function MaintenanceBar({ now = new Date() }: { now?: Date }) {
  if (!isWithin(now, config.maintenance.from, config.maintenance.to)) return null;
  return (
    <div className="maintenance-bar" role="status">
      <Trans>
        Vyksta planiniai sistemos priežiūros darbai, todėl kai kurios savitarnos funkcijos gali laikinai
        neveikti.
      </Trans>
    </div>
  );
}
