import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { NotificationSettings } from '../../api/contract/notifications';
import type { GdprConsents } from '../../api/contract/users';
import type { FormErrors, FormValues } from '../../../machines/forms/form.machine';
import {
  switchesOf,
  validateChannelSwitches,
  type ChannelSwitches,
} from '../../domain/notification-channels';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ToastRegion } from '../../ui/toast';
import { ChoiceFieldset } from '../../kits/forms/choice-fieldset';
import { SaveWithError } from '../../kits/forms/save-with-error';
import { SubmitErrorAlert } from '../../kits/forms/submit-error-alert';
import { useFormFlow, validationMessage } from '../../kits/forms/use-form';
import { useToasts } from '../../kits/forms/use-toasts';
import './settings.css';

const optionsRoute = getRouteApi('/portal/notifications-options');
const coreRoute = getRouteApi('/portal/notifications-options/core-notifications');
const gdprRoute = getRouteApi('/portal/notifications-options/gdpr-notifications');

const NOTIFICATION_TYPES = [
  'paymentReminder',
  'processedPayment',
  'quarterReport',
  'contractWithoutPayments',
] as const;
type NotificationTypeKey = (typeof NOTIFICATION_TYPES)[number];
const SWITCHES = ['email', 'sms', 'post'] as const;

/** Tells the page once the form saved (the page shows the toast and starts the form again). */
function useOnSaved(submitted: boolean, onSaved: () => void) {
  useEffect(() => {
    if (submitted) onSaved();
    // Only the change of `submitted` matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);
}

/**
 * A settings page's saving: after each save a success toast (§9: 1,500 ms, announced) and the form starts
 * again from the saved values (its key changes).
 */
function useSaves(text: string) {
  const { t } = useLingui();
  const { toasts, show, dismiss } = useToasts();
  const [version, setVersion] = useState(0);
  return {
    version,
    onSaved: () => {
      show('success', text);
      setVersion((v) => v + 1);
    },
    region: <ToastRegion toasts={toasts} onDismiss={dismiss} closeLabel={t`Uždaryti`} />,
  };
}

/** "Sutinku" / "Nesutinku" radios of one consent question ('accepted' or 'declined'). */
function AnswerRadios({
  name,
  value,
  disabled,
  onChange,
}: {
  name: string;
  value: string;
  disabled: boolean;
  onChange: (answer: 'accepted' | 'declined') => void;
}) {
  return (['accepted', 'declined'] as const).map((answer) => (
    <label className="choice" key={answer}>
      <input
        type="radio"
        name={name}
        value={answer}
        checked={value === answer}
        disabled={disabled}
        onChange={() => onChange(answer)}
      />{' '}
      {answer === 'accepted' ? <Trans>Sutinku</Trans> : <Trans>Nesutinku</Trans>}
    </label>
  ));
}

/** A settings subpage's form ends: why the save failed, Save, and back to the notification options. */
function SaveOrBack({ submitting, error }: { submitting: boolean; error: unknown }) {
  return (
    <>
      <SubmitErrorAlert error={error} />
      <div className="actions">
        <Button type="submit" loading={submitting}>
          <Trans>Išsaugoti</Trans>
        </Button>
        <Link className="btn btn--secondary" to="/portal/notifications-options">
          <Trans>Atgal</Trans>
        </Link>
      </div>
    </>
  );
}

// ── /portal/notifications-options ───────────────────────────────────────────────────────────────

/** §2 notification options: where notices go, the two settings pages, and the electronic notices agreement. */
export function NotificationsOptionsPage() {
  const { contacts, userValues } = optionsRoute.useLoaderData();
  const values = userValues.state === 'Loaded' ? userValues.data : null;
  const { t } = useLingui();
  const saves = useSaves(t`Sutikimas išsaugotas.`);
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Pranešimų nustatymai</Trans>
      </h1>
      <section className="card" aria-labelledby="notices-where-title">
        <h2 id="notices-where-title">
          <Trans>Kur siunčiame pranešimus</Trans>
        </h2>
        <dl className="settings-list">
          <dt>
            <Trans>El. paštas</Trans>
          </dt>
          <dd>{values?.email ?? '—'}</dd>
          <dt>
            <Trans>Telefonas</Trans>
          </dt>
          <dd>{values?.phoneNumber ?? '—'}</dd>
          <dt>
            <Trans>Pašto adresas</Trans>
          </dt>
          <dd>{values?.mailingAddress ?? '—'}</dd>
        </dl>
        <Link to="/portal/user-information/contacts">
          <Trans>Keisti kontaktinius duomenis</Trans>
        </Link>
      </section>
      <nav className="card" aria-label={t`Nustatymai`}>
        <ul>
          <li>
            <Link to="/portal/notifications-options/core-notifications">
              <Trans>Pagrindiniai pranešimai: el. paštu, SMS ar paštu</Trans>
            </Link>
          </li>
          <li>
            <Link to="/portal/notifications-options/gdpr-notifications">
              <Trans>Sutikimai dėl duomenų ir rinkodaros</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <EpnAgreementForm
        key={`${saves.version}-${String(contacts.data?.epnAgreement)}`}
        accepted={contacts.data?.epnAgreement ?? null}
        onSaved={saves.onSaved}
      />
      {saves.region}
    </div>
  );
}

type EpnField = 'epn';

/** The electronic notices agreement (UpdateEpnAgreement; remembered in `hasAcceptedEpn`, §2). */
function EpnAgreementForm({ accepted, onSaved }: { accepted: boolean | null; onSaved: () => void }) {
  const form = useFormFlow<EpnField, 'epnAgreement'>('epnAgreement', {
    initialValues: { epn: accepted === null ? '' : accepted ? 'accepted' : 'declined' },
    validate: (values) => (values.epn ? {} : { epn: 'gdpr-selection-mandatory' }),
    params: null,
  });
  useOnSaved(form.submitted, onSaved);
  const error = form.errorOf('epn');
  return (
    <section className="card" aria-labelledby="epn-title">
      <h2 id="epn-title">
        <Trans>Elektroniniai pranešimai</Trans>
      </h2>
      <form className="form" {...form.formProps}>
        <ChoiceFieldset
          legend={
            <Trans>
              Ar sutinkate dokumentus ir pranešimus gauti elektroniniu būdu, užuot gavę juos paštu?
            </Trans>
          }
          error={error}
          errorId="epn-error"
        >
          <AnswerRadios
            name="epn"
            value={form.values.epn}
            disabled={form.submitting}
            onChange={(answer) => form.change('epn', answer)}
          />
        </ChoiceFieldset>
        <SaveWithError error={form.submitError} busy={form.submitting}>
          <Trans>Išsaugoti</Trans>
        </SaveWithError>
      </form>
    </section>
  );
}

// ── /portal/notifications-options/core-notifications ───────────────────────────────────────────

type ChannelField = `${NotificationTypeKey}.${(typeof SWITCHES)[number]}` | 'reportsByEmail';

function channelValues(settings: NotificationSettings): FormValues<ChannelField> {
  const values = { reportsByEmail: String(settings.reportsByEmail) } as FormValues<ChannelField>;
  for (const type of NOTIFICATION_TYPES) {
    const switches = switchesOf(settings[type]);
    for (const name of SWITCHES) values[`${type}.${name}`] = String(switches[name]);
  }
  return values;
}

function switchesIn(values: FormValues<ChannelField>, type: NotificationTypeKey): ChannelSwitches {
  return {
    email: values[`${type}.email`] === 'true',
    sms: values[`${type}.sms`] === 'true',
    post: values[`${type}.post`] === 'true',
  };
}

/** §5: at least one channel per notice, and only the channel combinations the service has. */
export function validateChannels(values: FormValues<ChannelField>): FormErrors<ChannelField> {
  const errors: FormErrors<ChannelField> = {};
  for (const type of NOTIFICATION_TYPES) {
    const code = validateChannelSwitches(switchesIn(values, type));
    if (code) errors[`${type}.email`] = code;
  }
  return errors;
}

export function CoreNotificationsPage() {
  const { settings } = coreRoute.useLoaderData();
  const { t } = useLingui();
  const saves = useSaves(t`Pranešimų nustatymai išsaugoti.`);
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Pagrindiniai pranešimai</Trans>
      </h1>
      {settings.data ? (
        <ChannelsForm
          key={`${saves.version}-${JSON.stringify(settings.data)}`}
          settings={settings.data}
          onSaved={saves.onSaved}
        />
      ) : null}
      {saves.region}
    </div>
  );
}

function ChannelsForm({ settings, onSaved }: { settings: NotificationSettings; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const form = useFormFlow<ChannelField, 'notificationSettings'>('notificationSettings', {
    initialValues: channelValues(settings),
    validate: validateChannels,
    params: null,
  });
  useOnSaved(form.submitted, onSaved);
  const typeLabel: Record<NotificationTypeKey, string> = {
    paymentReminder: t`Priminimai apie įmokas`,
    processedPayment: t`Pranešimai apie gautas įmokas`,
    quarterReport: t`Ketvirčio ataskaitos`,
    contractWithoutPayments: t`Pranešimai apie sutartis be įmokų`,
  };
  const switchLabel = { email: t`El. paštu`, sms: t`SMS`, post: t`Paštu` };
  return (
    <section className="card">
      <form className="form" {...form.formProps}>
        <p>
          <Trans>
            Pasirinkite, kaip norite gauti kiekvieną pranešimą. SMS ir paštą kartu galima pasirinkti tik su
            el. paštu.
          </Trans>
        </p>
        {NOTIFICATION_TYPES.map((type) => {
          const code = form.errorCodeOf(`${type}.email`);
          const errorId = `${type}-error`;
          return (
            <ChoiceFieldset
              key={type}
              legend={typeLabel[type]}
              error={
                !code
                  ? undefined
                  : code === 'incorrect-data'
                    ? t`SMS ir paštą kartu galima pasirinkti tik su el. paštu.`
                    : validationMessage(code, i18n.locale)
              }
              errorId={errorId}
            >
              {SWITCHES.map((name) => {
                const field = `${type}.${name}` as const;
                return (
                  <label className="choice" key={name}>
                    <input
                      type="checkbox"
                      name={field}
                      checked={form.values[field] === 'true'}
                      disabled={form.submitting}
                      onChange={(event) => {
                        form.change(field, String(event.target.checked));
                        form.blur(`${type}.email`);
                      }}
                    />{' '}
                    {switchLabel[name]}
                  </label>
                );
              })}
            </ChoiceFieldset>
          );
        })}
        <label className="choice">
          <input
            type="checkbox"
            name="reportsByEmail"
            checked={form.values.reportsByEmail === 'true'}
            disabled={form.submitting}
            onChange={(event) => form.change('reportsByEmail', String(event.target.checked))}
          />{' '}
          <Trans>Ataskaitas siųsti el. paštu</Trans>
        </label>
        <SaveOrBack submitting={form.submitting} error={form.submitError} />
      </form>
    </section>
  );
}

// ── /portal/notifications-options/gdpr-notifications ───────────────────────────────────────────

type GdprField = keyof GdprConsents;
const GDPR_FIELDS: readonly GdprField[] = [
  'marketingAgreement',
  'sbMarketingAgreement',
  'sbProfilingAgreement',
  'sbPartnersAgreement',
];

const answerOf = (value: boolean | null): string => (value === null ? '' : value ? 'accepted' : 'declined');

/** §4/§5: the marketing consent must be answered (accepted or declined); the others may stay unanswered. */
export function validateConsents(values: FormValues<GdprField>): FormErrors<GdprField> {
  return values.marketingAgreement ? {} : { marketingAgreement: 'gdpr-selection-mandatory' };
}

export function GdprNotificationsPage() {
  const { contacts } = gdprRoute.useLoaderData();
  const { t } = useLingui();
  const saves = useSaves(t`Sutikimai išsaugoti.`);
  const gdpr = contacts.data?.gdpr;
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Sutikimai dėl duomenų</Trans>
      </h1>
      {gdpr ? (
        <ConsentsForm key={`${saves.version}-${JSON.stringify(gdpr)}`} gdpr={gdpr} onSaved={saves.onSaved} />
      ) : (
        <Alert tone="info" title={<Trans>Duomenų nėra.</Trans>} />
      )}
      {saves.region}
    </div>
  );
}

function ConsentsForm({ gdpr, onSaved }: { gdpr: GdprConsents; onSaved: () => void }) {
  const { t } = useLingui();
  const initial = Object.fromEntries(GDPR_FIELDS.map((f) => [f, answerOf(gdpr[f])])) as FormValues<GdprField>;
  const form = useFormFlow<GdprField, 'gdprConsents'>('gdprConsents', {
    initialValues: initial,
    validate: validateConsents,
    params: { initial },
  });
  useOnSaved(form.submitted, onSaved);
  const question: Record<GdprField, string> = {
    marketingAgreement: t`Ar sutinkate gauti pensijų fondų naujienas ir pasiūlymus (rinkodara)?`,
    sbMarketingAgreement: t`Ar sutinkate gauti banko grupės įmonių pasiūlymus?`,
    sbProfilingAgreement: t`Ar sutinkate, kad banko grupė pasiūlymams parinkti naudotų jūsų duomenis (profiliavimas)?`,
    sbPartnersAgreement: t`Ar sutinkate gauti banko grupės partnerių pasiūlymus?`,
  };
  return (
    <section className="card">
      <form className="form" {...form.formProps}>
        {GDPR_FIELDS.map((field) => {
          const error = form.errorOf(field);
          const errorId = `${field}-error`;
          return (
            <ChoiceFieldset key={field} legend={question[field]} error={error} errorId={errorId}>
              {form.values[field] === '' ? (
                <p className="field__hint">
                  <Trans>Dar nepasirinkta.</Trans>
                </p>
              ) : null}
              <AnswerRadios
                name={field}
                value={form.values[field]}
                disabled={form.submitting}
                onChange={(answer) => form.change(field, answer)}
              />
            </ChoiceFieldset>
          );
        })}
        <SaveOrBack submitting={form.submitting} error={form.submitError} />
      </form>
    </section>
  );
}
