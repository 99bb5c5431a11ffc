/**
 * The SK fake's phone as a page (GET /phone), for a person trying the demo in a browser: the QR logins
 * waiting for a scan, with "scan as <demo person>", and the pushes waiting on a phone, with their
 * verification code and "confirm" / "refuse". Each button posts to /phone/page/*, which runs the same
 * phone endpoint a test calls (/phone/scan, /phone/confirm, /phone/refuse) and comes back here with what
 * it answered. A demo tool of the fake, like the mail capture's page: plain HTML, no script.
 */

export interface PhonePageView {
  /** Device-link logins not answered yet, newest first. */
  qrLogins: readonly { session: string; ageSeconds: number }[];
  /** Notification pushes not answered yet, newest first. */
  pushes: readonly {
    personalCode: string;
    name: string;
    service: 'Smart-ID' | 'Mobile-ID';
    kind: 'authentication' | 'signature';
    verificationCode: string;
  }[];
  /** Who may scan: the fake's demo persons. */
  people: readonly { personalCode: string; name: string }[];
  /** What the last action answered, said once. */
  said: string | null;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

export function phonePage(view: PhonePageView): string {
  const options = view.people
    .map(
      (p) =>
        `<option value="${escape(p.personalCode)}">${escape(p.name)} (${escape(p.personalCode)})</option>`,
    )
    .join('');
  const qr =
    view.qrLogins.length === 0
      ? '<p>No QR login is waiting. On the portal’s Smart-ID tab choose “Naudoti QR kodą arba Smart-ID programėlę šiame telefone”, then refresh this page.</p>'
      : `<ul>${view.qrLogins
          .map(
            (q) =>
              `<li><form method="post" action="/phone/page/scan"><input type="hidden" name="session" value="${escape(q.session)}">` +
              `QR login shown ${String(q.ageSeconds)} s ago. <label>Scan as <select name="personalCode">${options}</select></label> ` +
              `<button>Scan the QR code</button></form></li>`,
          )
          .join('')}</ul>`;
  const pushes =
    view.pushes.length === 0
      ? '<p>No push is waiting. (Demo persons also answer by themselves after a few seconds.)</p>'
      : `<ul>${view.pushes
          .map(
            (p) =>
              `<li>${escape(p.service)} ${p.kind === 'authentication' ? 'login' : 'signing'} for ${escape(p.name)} ` +
              `(${escape(p.personalCode)}): code <strong>${escape(p.verificationCode)}</strong> ` +
              `<form method="post" action="/phone/page/confirm" class="inline"><input type="hidden" name="personalCode" value="${escape(p.personalCode)}"><button>Confirm</button></form> ` +
              `<form method="post" action="/phone/page/refuse" class="inline"><input type="hidden" name="personalCode" value="${escape(p.personalCode)}"><button>Refuse</button></form></li>`,
          )
          .join('')}</ul>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo phone (SK fake)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:1rem auto;padding:0 1rem}li{margin:.75rem 0}form.inline{display:inline}.said{padding:.5rem;background:#eef6ee;border:1px solid #9c9}</style>
</head><body><main>
<h1>Demo phone</h1>
<p>Plays the customer’s phone for SK’s fake Smart-ID and Mobile-ID. <a href="/phone">Refresh</a></p>
${view.said ? `<p class="said" role="status">${escape(view.said)}</p>` : ''}
<h2>QR codes to scan</h2>
${qr}
<h2>Pushes on the phone</h2>
${pushes}
</main></body></html>
`;
}
