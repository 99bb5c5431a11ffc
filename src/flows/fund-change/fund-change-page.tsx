import { useSelector } from '@xstate/react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { FundChangeStep } from '../../../machines/fund-change/fund-change-types';
import { useAuthActor } from '../../app/auth-context';
import { useFlow } from '../../app/flow-context';
import { loginProviderOf, readWizardDraft, writeWizardDraft } from '../../kits/wizard/wizard-draft';
import { useWizardUrl } from '../../kits/wizard/use-wizard-url';
import { FundChangeView, useFundChangeStep } from './fund-change-view';

const DRAFT = 'fund-change';
const route = getRouteApi('/portal/fund-change');

/**
 * /portal/fund-change/*: the wizard actor lives in this layout route, so moving between the step URLs
 * keeps it. A reload resumes from the tab's draft (contract, fund, contacts confirmed); after signing the
 * draft points at the pending change, so a reload of the last steps shows them again, never signs twice.
 * A link may name the contract (`?contract=`), which wins over the draft.
 */
export function FundChangePage() {
  const auth = useAuthActor();
  const { contract } = route.useSearch();
  const provider = useSelector(auth, (s) =>
    loginProviderOf(s.context.provider, s.context.tokens?.idToken ?? null),
  );
  const now = useRef(new Date().toISOString());
  const resume = useRef(contract ? { contractNr: contract } : readWizardDraft(DRAFT));
  const actor = useFlow('fundChange', {
    input: { loginProvider: provider, now: now.current, resume: resume.current },
  });
  const step = useFundChangeStep(actor);
  const goto = useCallback(
    (target: string) => actor.send({ type: 'step.goto', step: target as FundChangeStep }),
    [actor],
  );
  useWizardUrl({ base: '/portal/fund-change', step, goto });

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.facts)
        writeWizardDraft(DRAFT, {
          contractNr: snapshot.context.contractNr,
          fundNr: snapshot.context.fundNr,
          clientConfirmed: snapshot.context.clientConfirmed,
        });
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the wizard after signing: the next visit starts a new change.
      if (actor.getSnapshot().matches('signed')) writeWizardDraft(DRAFT, null);
    };
  }, [actor]);

  return <FundChangeView actor={actor} />;
}
