/**
 * The application as a PDF with the customer's data (§7 Documents.GetDocumentPreview): the preview read
 * before signing, and the signed copy filed in the customer's documents.
 */
import type { ApplicationRequest } from '../../src/api/contract/applications';
import { APPLICATION_KIND_TITLES, incentiveEffect } from '../../src/domain/applications';
import { holidaySpan } from '../../src/domain/applications-holiday';
import { formatIban } from '../../src/domain/bank-account';
import { formatDate, formatMoney, formatPercent } from '../../src/domain/format';
import type { Queryable } from '../db/db';
import { renderPdf } from '../documents/pdf';
import type { ContractRow } from '../api/queries';
import { ApiHttpError } from '../http/api-error';

/** What stopping or renewing means for the state incentive (§9), in the PDF's Lithuanian. */
function incentiveParagraphs(application: ApplicationRequest, pillar: 2 | 3): string[] {
  const offer =
    application.kind === 'StopAccumulation'
      ? 'stop'
      : application.kind === 'UpdateAccumulation' && application.actionType === 'RenewAccumulations'
        ? 'renew'
        : null;
  if (offer === null) return [];
  const effect = incentiveEffect(pillar, offer);
  if (effect.pillar === 2) {
    const rates = `${formatPercent((effect.contributionRate ?? 0) * 100, 'lt')} nuo darbo užmokesčio ir ${formatPercent((effect.stateRate ?? 0) * 100, 'lt')} iš valstybės`;
    return offer === 'stop'
      ? [
          `Sustabdžius įmokas, nebus pervedamos nei Jūsų įmokos, nei valstybės skatinamoji įmoka (${rates}, apie ${formatMoney(effect.amountEurPerYear)} per metus).`,
        ]
      : [
          `Atnaujinus įmokas, vėl bus pervedamos Jūsų įmokos ir valstybės skatinamoji įmoka (${rates}, apie ${formatMoney(effect.amountEurPerYear)} per metus).`,
        ];
  }
  return offer === 'stop'
    ? [
        `Kol įmokos nemokamos, negausite gyventojų pajamų mokesčio lengvatos (iki ${formatMoney(effect.amountEurPerYear)} per metus, kai įmokama iki ${formatMoney(effect.reliefContributionsEurPerYear ?? 0)}).`,
      ]
    : [
        `Atnaujinus įmokas, vėl galėsite gauti gyventojų pajamų mokesčio lengvatą (iki ${formatMoney(effect.amountEurPerYear)} per metus, kai įmokama iki ${formatMoney(effect.reliefContributionsEurPerYear ?? 0)}).`,
      ];
}

async function customerRows(db: Queryable, customerId: number): Promise<[string, string][]> {
  const rows = await db.query<{
    first_name: string;
    last_name: string;
    personal_code: string;
    email: string | null;
    phone: string | null;
  }>(
    `SELECT c.first_name, c.last_name, c.personal_code,
            (SELECT email FROM customer_emails e WHERE e.customer_id = c.id AND e.is_primary LIMIT 1) AS email,
            (SELECT phone FROM customer_phones p WHERE p.customer_id = c.id AND p.kind = 'primary') AS phone
     FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new ApiHttpError(404, 'not_found', 'Customer not found');
  return [
    ['Vardas, pavardė', `${row.first_name} ${row.last_name}`],
    ['Asmens kodas', row.personal_code],
    ['El. paštas', row.email ?? '—'],
    ['Telefonas', row.phone ?? '—'],
  ];
}

function detailRows(application: ApplicationRequest): [string, string][] {
  switch (application.kind) {
    case 'HolidaysSuspensionContributions': {
      const span = holidaySpan(application.period);
      return [
        ['Atostogų pradžia', formatDate(span.start)],
        ['Atostogų pabaiga', formatDate(span.end)],
        ['Trukmė', `${application.period.months} mėn.`],
      ];
    }
    case 'EndContract':
      return application.bankAccountNumber
        ? [['Išmokos sąskaita', formatIban(application.bankAccountNumber)]]
        : [];
    default:
      return [];
  }
}

export async function renderApplicationPdf(
  db: Queryable,
  customerId: number,
  contract: ContractRow,
  application: ApplicationRequest,
  options: { today: string; now: Date; signed: boolean },
): Promise<{ fileName: string; bytes: Uint8Array; title: { lt: string; en: string } }> {
  const title = APPLICATION_KIND_TITLES[application.kind];
  const bytes = await renderPdf({
    title: title.lt,
    subtitle: options.signed ? 'Pasirašytas prašymas' : 'Prašymo projektas – peržiūra prieš pasirašant',
    rows: [
      ['Prašymo data', formatDate(options.today)],
      ...(await customerRows(db, customerId)),
      ['Sutartis', contract.contract_number],
      ['Pakopa', contract.pillar === 2 ? 'II pakopa' : 'III pakopa'],
      ['Fondas', contract.fund_name],
      ...detailRows(application),
    ],
    paragraphs: incentiveParagraphs(application, contract.pillar),
    footer: 'Pasirašoma Smart-ID arba Mobile-ID.',
    date: options.now,
  });
  const fileName = `prasymas-${application.kind}-${contract.contract_number}-${options.today}.pdf`;
  return { fileName, bytes, title };
}
