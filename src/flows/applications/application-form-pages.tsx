import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { useFlow } from '../../app/flow-context';
import { loginProviderOf } from '../../kits/wizard/wizard-draft';
import { todayInLithuania } from '../../domain/calendar-date';
import { LimitIncreaseView } from './limit-increase';
import { MaxAccumulationView } from './max-accumulation';
import { TerminationView } from './termination';
import { VacationView } from './vacation';

/**
 * The pages of the applications forms (/portal/applications/vacation, termination,
 * max-accumulations and /portal/limit-increase): each runs its flow from src/app (actors provided there)
 * and renders its view. `?contract=` (from the applications home) chooses the contract.
 */

function useLoginProvider() {
  const auth = useAuthActor();
  return useSelector(auth, (s) => loginProviderOf(s.context.provider, s.context.tokens?.idToken ?? null));
}

const contractOfUrl = (): string | null => {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('contract');
};

export function VacationPage() {
  const loginProvider = useLoginProvider();
  const actor = useFlow('vacation', {
    input: { today: todayInLithuania(), loginProvider, contractNumber: contractOfUrl() },
  });
  return <VacationView actor={actor} />;
}

export function TerminationPage() {
  const loginProvider = useLoginProvider();
  const actor = useFlow('termination', {
    input: { today: todayInLithuania(), loginProvider, contractNumber: contractOfUrl() },
  });
  return <TerminationView actor={actor} />;
}

export function MaxAccumulationPage() {
  const loginProvider = useLoginProvider();
  const actor = useFlow('maxAccumulation', { input: { loginProvider, contractNumber: contractOfUrl() } });
  return <MaxAccumulationView actor={actor} />;
}

export function LimitIncreasePage() {
  const actor = useFlow('limitIncrease', { input: { today: todayInLithuania() } });
  return <LimitIncreaseView actor={actor} />;
}
