import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { addressSearchMachine, ChosenAddress } from '../../../machines/settings/address-search.machine';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';

export type AddressSearchActorRef = ActorRefFrom<typeof addressSearchMachine>;

/**
 * The address register search (§5: nothing sent for empty text): type, pick a suggestion, and the form's
 * address fields are filled; when nothing is found the customer fills them by hand.
 */
export function AddressSearch({
  actor,
  onChosen,
  onManual,
}: {
  actor: AddressSearchActorRef;
  onChosen: (address: ChosenAddress) => void;
  /** Moves the customer to the address fields. */
  onManual: () => void;
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  useEffect(() => {
    const subscription = actor.on('address.chosen', ({ address }) => onChosen(address));
    return () => subscription.unsubscribe();
  }, [actor, onChosen]);
  const manual = () => {
    actor.send({ type: 'address.manual' });
    onManual();
  };
  return (
    <div className="address-search">
      <TextField
        label={t`Adreso paieška`}
        name="addressSearch"
        type="search"
        autoComplete="off"
        hint={t`Įveskite gatvę, namo numerį ir miestą, tada pasirinkite adresą iš sąrašo.`}
        value={state.context.text}
        onValueChange={(text) => actor.send({ type: 'address.type', text })}
      />
      <div aria-live="polite">
        {state.hasTag('loading') ? <Spinner label={t`Ieškoma…`} /> : null}
        {state.matches('suggestions') ? (
          <ul className="address-search__results" aria-label={t`Rasti adresai`}>
            {state.context.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => actor.send({ type: 'address.choose', id: suggestion.id })}
                >
                  {suggestion.fullAddress}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {state.matches('noResults') ? (
          <p>
            <Trans>Adresas nerastas. Įveskite jį laukuose žemiau.</Trans>
          </p>
        ) : null}
        {state.matches('chosen') && state.context.chosen ? (
          <p>
            <Trans>Pasirinktas adresas: {state.context.chosen.fullAddress}</Trans>
          </p>
        ) : null}
        {state.hasTag('error') ? (
          <Alert tone="error" title={t`Adresų paieška šiuo metu neveikia. Įveskite adresą laukuose žemiau.`}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'address.retry' })}>
              <Trans>Bandyti dar kartą</Trans>
            </Button>
          </Alert>
        ) : null}
      </div>
      <Button variant="link" onClick={manual}>
        <Trans>Įvesti adresą rankiniu būdu</Trans>
      </Button>
    </div>
  );
}
